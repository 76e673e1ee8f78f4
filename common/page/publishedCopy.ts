// Where the phone keeps its copy of the published pages it has seen (src/engine/publishedStore.ts writes it), and
// what of it the app shell's first-round script reads before any of the app has loaded
// (scripts/build/firstRoundPreload.ts): the route and kind of each page, so a deep link to a published page fetches
// its kind's renderer beside the entry, as a deep link to a built-in page fetches its page module.

/** The localStorage key of the phone's copy of the published pages. */
export const PUBLISHED_COPY_KEY = 'published_pages';
