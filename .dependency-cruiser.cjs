// Import rules of the code base, checked by tests/build/importRules.test.ts. Each rule names the layer it
// protects; a violation lists the importing file and the imported one.
//
//   common/                   the kernel the app, the server and the scripts share (page types and checks, menu
//                             index, filter semantics, formats, chart options, the start-up check): imports none of them
//   src/ · server/ · scripts/ meet only in common/; the scripts reach the server only through its route list
//                             (server/modules/index.ts: the schema check, the endpoint list) and its database tools
//                             (server/db/: backup, restore)
//   src/api, src/navigation   lowest layers: HTTP client and navigation helpers, no React router, no engine
//   src/ui                    React helpers shared by the engine and the app: nothing of either
//   src/session               the session's steps (login's completion, supplier choice, logout, launch refresh):
//                             api, navigation, stores and i18n only, so login, the shell and the engine reach it alike
//   src/engine                the schema engine, a library: may use api, navigation, stores, i18n, ui, session; not the app
//   src/router, src/app,      the app: its routes, its shell, and the hand-written widgets (login, assistant,
//   src/widgets               printing, agreements, home's header, the vendor website, opening a message); they
//                             reach the engine only through src/engine/index.ts
//   server/modules/<name>     one business module each; server/modules/index.ts gathers their routes

/** Every rule is an error: a broken import rule fails the check, it is never a mere warning. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('common-imports-none', 'common/ is the kernel the app, the server and the scripts share: it imports none of them (nor the bench or the tests).',
      { path: '^common/' },
      { path: '^(src|server|scripts|bench|tests)/' }),
    forbid('app-meets-only-in-common', 'The app shares code with the server and the scripts only through common/.',
      { path: '^src/' },
      { path: '^(server|scripts|bench|tests)/' }),
    forbid('server-meets-only-in-common', 'The server shares code with the app and the scripts only through common/.',
      { path: '^server/' },
      { path: '^(src|scripts|bench|tests)/' }),
    forbid('scripts-meet-only-in-common', 'The scripts share code with the app only through common/.',
      { path: '^scripts/' },
      { path: '^src/' }),
    forbid('scripts-to-server-routes-only', "The scripts read the server's routes (server/modules/index.ts, for the schema check and the endpoint list) and run its database tools (server/db/: backup, restore); nothing else of the server.",
      { path: '^scripts/' },
      { path: '^server/', pathNot: '^server/(modules/index\\.ts$|db/)' }),
    forbid('menu-files-one-reader', 'The app imports the menu files in one module (src/engine/menus.ts, which indexes them with common/menus/menuIndex.ts): each is bundled once and walked one way. Tests, never bundled, may read them.',
      { path: '^(src|common|server|scripts)/', pathNot: '(^src/engine/menus\\.ts|\\.test\\.tsx?)$' },
      { path: '^schemas/menu/[^/]+\\.json$' }),
    forbid('data-layer-no-kind', "The engine's data layer serves every kind: it imports none (what kinds and data share is in common/).",
      { path: '^src/engine/data/' },
      { path: '^src/engine/kinds/' }),
    forbid('engine-not-to-app', 'The engine is a library: it never imports the router, the app shell or the hand-written widgets.',
      { path: '^src/engine/' },
      { path: '^src/(router|app|widgets)/' }),
    forbid('engine-through-index', 'The app reaches the engine through src/engine/index.ts only, never its internals.',
      { path: '^src/', pathNot: '^src/engine/' },
      { path: '^src/engine/', pathNot: '^src/engine/index\\.ts$' }),
    forbid('api-navigation-low', 'The HTTP client and navigation serve the engine, printing, the assistant and monitoring alike: they import neither the app (router, shell, widgets), the session steps nor the engine.',
      { path: '^src/(api|navigation)/' },
      { path: '^src/(router|app|widgets|session|engine)/' }),
    forbid('session-below-app', 'The session steps serve the login widget, the app shell and the engine alike: they import neither the app (router, shell, widgets) nor the engine.',
      { path: '^src/session/' },
      { path: '^src/(router|app|widgets|engine)/' }),
    forbid('ui-shared', 'React helpers serve the engine and the app alike: they import neither, nor the layers under them.',
      { path: '^src/ui/' },
      { path: '^src/(router|app|widgets|session|engine|api|navigation|stores|monitor)/' }),
    forbid('monitor-beside-api', 'Monitoring sits beside the API client: it watches calls and screen changes, and never reaches into the engine or the app (router, shell, widgets): the app hands it what it needs.',
      { path: '^src/monitor/' },
      { path: '^src/(router|app|widgets|engine)/' }),
    forbid('navigation-without-react', 'Navigation runs outside React (the API client uses it); the router hands it what it needs at start-up.',
      { path: '^src/navigation/' },
      { path: '(^|/)node_modules/(react|react-dom|react-router|react-router-dom)/' }),
    forbid('server-module-isolation', "A server module never imports another module's files; shared code lives in server/lib.",
      { path: '^server/modules/([^/]+)/' },
      { path: '^server/modules/[^/]+/', pathNot: '^server/modules/$1/' }),
    forbid('server-modules-index-routes-only', "server/modules/index.ts gathers each module's routes.ts and nothing else of a module.",
      { path: '^server/modules/index\\.ts$' },
      { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/routes\\.ts$' }),
    forbid('no-circular', 'No import circles: each module can be understood (and tested) from what it imports.',
      {},
      { circular: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Generated validators and build output are not the code base's own modules.
    exclude: { path: '(^|/)(node_modules|dist|src/engine/generated|server/assets)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
