// Import rules of the code base (issue 7 §4), checked by tests/build/importRules.test.ts. Each rule names the
// layer it protects; a violation lists the importing file and the imported one.
//
//   src/api, src/navigation   lowest layers: HTTP client and navigation helpers, no React router, no engine
//   src/ui                    React helpers shared by the engine and the app: nothing of either
//   src/session               the session's steps (login's completion, supplier choice, logout, launch refresh):
//                             api, navigation, stores and i18n only, so login, the shell and the engine reach it alike
//   src/engine                the schema engine, a library: may use api, navigation, stores, i18n, ui, session; not the app
//   src/router, src/app,      the app: its routes, its shell, and the hand-written widgets (login, assistant,
//   src/widgets, src/screens  printing, agreements); they reach the engine only through src/engine/index.ts
//   server/modules/<name>     one business module each; server/modules/index.ts gathers their routes

/** Every rule is an error: a broken import rule fails the check, it is never a mere warning. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('engine-not-to-app', 'The engine is a library: it never imports the router, the app shell or the hand-written widgets and screens.',
      { path: '^src/engine/' },
      { path: '^src/(router|app|widgets|screens)/' }),
    forbid('engine-through-index', 'The app reaches the engine through src/engine/index.ts only, never its internals.',
      { path: '^src/', pathNot: '^src/engine/' },
      { path: '^src/engine/', pathNot: '^src/engine/index\\.ts$' }),
    forbid('api-navigation-low', 'The HTTP client and navigation serve the engine, printing, the assistant and monitoring alike: they import neither the app (router, shell, widgets, screens), the session steps nor the engine.',
      { path: '^src/(api|navigation)/' },
      { path: '^src/(router|app|widgets|screens|session|engine)/' }),
    forbid('session-below-app', 'The session steps serve the login widget, the app shell and the engine alike: they import neither the app (router, shell, widgets, screens) nor the engine.',
      { path: '^src/session/' },
      { path: '^src/(router|app|widgets|screens|engine)/' }),
    forbid('ui-shared', 'React helpers serve the engine and the app alike: they import neither, nor the layers under them.',
      { path: '^src/ui/' },
      { path: '^src/(router|app|widgets|screens|session|engine|api|navigation|stores|monitor)/' }),
    forbid('monitor-beside-api', 'Monitoring sits beside the API client: it watches calls and screen changes, and never reaches into the engine or the app (router, shell, widgets, screens): the app hands it what it needs.',
      { path: '^src/monitor/' },
      { path: '^src/(router|app|widgets|screens|engine)/' }),
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
