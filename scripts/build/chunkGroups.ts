// How the build groups modules into chunks (vite.config.ts `codeSplitting.groups`), beyond what the bundler does
// by itself. Fewer, larger files on the first visit: a phone on HTTP/1.1 has six connections, and each file also
// costs a script element and a module record to register and run.

import { NO_ENUMS_YET } from './pageEnums.ts';

const ENTRY_MODULE = /[\\/]src[\\/]main\.tsx$/;
/**
 * antd-mobile's components: its barrel counts as statically imported although only a few components survive
 * tree-shaking. The barrel itself (es/index.js, empty once tree-shaken, with the global style sheet under it) goes
 * with the app: as a file of its own it was an empty script that every screen fetched and registered.
 */
const ANTD_COMPONENTS = /antd-mobile[\\/]es[\\/]components[\\/]/;

/**
 * The engine's frame: what every page drawn from a page file needs before its kind's code, fetched as one file
 * when a schema route opens. The route table (with the page index, the menus and the first calls of every page),
 * the page frame (SchemaPage, its error and loading views), formats, and the small shared parts every kind draws
 * with (a field's value, row links, conditions), and their style sheet. Kinds, charts, actions, widgets and the page validator stay in
 * their own chunks. tests/build/engineChunk.test.ts checks that a schema route's frame is one file.
 */
const ENGINE_FRAME = [
  /[\\/]src[\\/]router[\\/][^\\/]+$/,
  // (of the session's values and moves only the unread count, which the engine's index offers the home bell)
  /[\\/]src[\\/]engine[\\/](?!kinds[\\/]|charts[\\/]|actions[\\/]|widgets[\\/]|validation[\\/]|generated[\\/]|session[\\/](?!unreadMessages\.ts$))/,
  // the light tabs, which the engine's index offers to hand-written screens (and list filters use)
  /[\\/]src[\\/]engine[\\/]widgets[\\/](Tabs\.tsx|tabs\.css)$/,
  // the preloadable component the engine's page frame is drawn with (the router's lazy routes need none)
  /[\\/]src[\\/]ui[\\/]preloadable\.ts$/,
  // the frame-after-paint helper the list, detail and form kinds draw with (as a file of its own it would be one
  // more request in their first round)
  /[\\/]src[\\/]ui[\\/]afterPaint\.ts$/,
  // what a tap on a button or a row runs (navigate, call, confirm): every kind draws with it, so a file of its own
  // was one more request in every page's first round
  /[\\/]src[\\/]engine[\\/]actions[\\/]runAction\.ts$/,
  // what the app shares with the server and the checks (common/): the page types and templates, the formats, the
  // menu index, the text helpers, and the filters' defaults, which the first calls send as parameters; not the
  // chart options (the charts' chunk), the form checks (the form kind's), the print template or the schema checks,
  // nor the readers of a page's first calls and parts (the build reads them; the app only for a published page)
  /[\\/]common[\\/](text\.ts$|page[\\/](?!firstCalls\.ts$|pageParts\.ts$)|format[\\/]|menus[\\/]|filters[\\/])/,
  // the light expression reader of links and conditions (its JSON-logic evaluator is loaded only with a page that
  // holds an expression) and the nearest-name helper of a misspelt menu code's error screen
  /[\\/]common[\\/](expressions[\\/]expression\.ts$|validation[\\/]didYouMean\.ts$)/,
  // each page file's place in the route table (identity and first calls) and the menus; of the status and reason
  // lists the formats show, only the empty start (a page module brings its page's lists: pageEnums.ts)
  /[\\/]schemas[\\/].+\.json\?route$/,
  /[\\/]schemas[\\/]menu[\\/][^\\/]+\.json$/,
  new RegExp(`^${NO_ENUMS_YET}$`),
];

/** fastest-levenshtein (under 1 KB), which the nearest-name helper of the frame uses. */
const FRAME_PACKAGE = /[\\/]node_modules[\\/]fastest-levenshtein[\\/]/;

/**
 * The choice sheet brings antd-mobile's popup: it comes with the filters and forms that open one. The filter of typed
 * free text comes with the forms and the conversation that take free text. The studio's draft page is drawn only in
 * its preview frame.
 */
const NOT_IN_FRAME = /[\\/]src[\\/]engine[\\/](ui[\\/](ChoiceSheet\.tsx|choiceSheet\.css|typedText\.ts)|DraftPage\.tsx)$/;

/**
 * What a form draws with that the bundler cut into files of a few hundred bytes each: the text area, the filter of
 * typed free text and the runtime of the precompiled validators. As files of their own they were four requests in
 * every form's first round. The assistant's conversation and a reason asked in a dialog, which draw the text area
 * too, fetch them together (~3 KB gz), as the check of a published page does the validators' runtime.
 * tests/build/formChunks.test.ts counts a form's first round.
 */
const FORM_KIT = [
  /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/]text-area[\\/]/,
  /[\\/]node_modules[\\/]runes2[\\/]/,
  /[\\/]src[\\/]engine[\\/](ui[\\/]typedText|validation[\\/]ajvRuntime)\.ts$/,
  /[\\/]common[\\/]forms[\\/]freeText\.ts$/,
];

/**
 * antd-mobile's and ahooks' helpers of a few hundred bytes that the bundler made a file each (five in every form's
 * first round): under ~1 KB gz together. Not with the form kit: the toasts' dialog (every page, once idle), its
 * popup and the list's panels import them too, and would then fetch the text area. Not the two helpers that the my
 * page and the boss dashboards load (attach-properties-to-component, is-node-with-content): the rest would add ~0.8
 * KB to those, held at their size (bundleBudget.test.ts).
 */
const MOBILE_HELPERS = [
  /[\\/]node_modules[\\/]ahooks[\\/]es[\\/](useIsomorphicLayoutEffect[\\/]|utils[\\/](isBrowser|noop)\.js$)/,
  /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/](utils[\\/](dev-log|to-css-length)\.js$|hooks[\\/]useFieldNames\.js$)/,
  /[\\/]node_modules[\\/]react-is[\\/]/,
];

/**
 * antd-mobile's input with its key handler (every form, login, the my page and the dashboards that draw it load both),
 * and its controlled-value hook with the ahooks pieces under it (they load it and the bluetooth screen's selector):
 * two files, not five. The input is not put with the hook: the bluetooth screen would load the input too, past its
 * budget.
 */
const INPUT = [
  /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/](components[\\/]input[\\/]|utils[\\/]bound\.js$)/,
  /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/]CloseCircleFill\.js$/,
];
const PROPS_VALUE = [
  /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]utils[\\/]use-props-value\.js$/,
  /[\\/]node_modules[\\/]ahooks[\\/]es[\\/](useMemoizedFn|useUpdate)[\\/]/,
  /[\\/]node_modules[\\/]ahooks[\\/]es[\\/]utils[\\/]index\.js$/,
];

/**
 * Two of a form's parts (fields/formParts.tsx), each with the antd-mobile pieces under it, one file each instead of
 * three and five: the chips (Selector, its grid and space), and the photos (the uploader, its progress bar, the
 * image compression). The bluetooth screen's selector and the print panel's progress bar bring the rest of their
 * part with them (~0.4 and ~1.5 KB gz).
 */
const CHIPS = [
  /[\\/]src[\\/]engine[\\/]kinds[\\/]form[\\/]fields[\\/]ChipsWidget\.tsx$/,
  /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/](selector|grid|space)[\\/]/,
];
const IMAGES = [
  /[\\/]src[\\/]engine[\\/]kinds[\\/]form[\\/]fields[\\/](ImagesWidget\.tsx|ImageUploader\.tsx|compressImage\.ts)$/,
  /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/]progress-bar[\\/]/,
];

/** A group of its own for each list of patterns: one file of what they match, nothing else pulled in. */
const group = (name: string, patterns: RegExp[]) => ({ name, includeDependenciesRecursively: false, priority: 1, test: (id: string) => patterns.some((re) => re.test(id)) });

export const chunkGroups = [
  {
    // Everything the entry imports statically loads on every visit anyway: one chunk instead of twenty small
    // ones. Without this the bundler splits what lazy chunks share with the entry into chunks of their own.
    // Left out: the entry module itself (it stays the manifest's entry), antd-mobile's components, and
    // style sheets, which keep the order of their imports (the app's rules after antd-mobile's, which they refine).
    name: 'app',
    tags: ['$initial' as const],
    includeDependenciesRecursively: false,
    priority: 2,
    test: (id: string) => !ENTRY_MODULE.test(id) && !ANTD_COMPONENTS.test(id) && !/\.css$/.test(id),
  },
  {
    name: 'engine',
    includeDependenciesRecursively: false,
    priority: 1,
    // Packages stay in the groups the bundler makes, but for FRAME_PACKAGE: no other group takes it, and alone it would
    // be one more file on every schema route
    test: (id: string) => (!/node_modules/.test(id) || FRAME_PACKAGE.test(id)) && !NOT_IN_FRAME.test(id) && [...ENGINE_FRAME, FRAME_PACKAGE].some((re) => re.test(id)),
  },
  group('formKit', FORM_KIT),
  group('mobileHelpers', MOBILE_HELPERS),
  group('input', INPUT),
  group('propsValue', PROPS_VALUE),
  group('chips', CHIPS),
  group('images', IMAGES),
];
