// Import rules of the code base (issue 7 §4), checked by tests/build/importRules.test.ts. Each rule names the
// layer it protects; a violation lists the importing file and the imported one.
//
//   src/api, src/navigation   lowest layers: HTTP client and navigation helpers, no React router, no engine
//   src/engine                the schema engine, a library: may use api, navigation, stores, i18n; not the app
//   src/router, src/screens   the app: reaches the engine only through src/engine/index.ts
//   server/modules/<name>     one business module each; server/modules/index.ts gathers their routes

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-not-to-app',
      comment: 'The engine is a library: it never imports the router or the hand-written screens.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/(router|screens)/' },
    },
    {
      name: 'engine-through-index',
      comment: 'The app reaches the engine through src/engine/index.ts only, never its internals.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/engine/' },
      to: { path: '^src/engine/', pathNot: '^src/engine/index\\.ts$' },
    },
    {
      name: 'api-navigation-low',
      comment: 'The HTTP client and navigation serve the engine, printing, the assistant and monitoring alike: they import neither the router, the screens nor the engine.',
      severity: 'error',
      from: { path: '^src/(api|navigation)/' },
      to: { path: '^src/(router|screens|engine)/' },
    },
    {
      name: 'navigation-without-react',
      comment: 'Navigation runs outside React (the API client uses it); the router hands it what it needs at start-up.',
      severity: 'error',
      from: { path: '^src/navigation/' },
      to: { path: '(^|/)node_modules/(react|react-dom|react-router|react-router-dom)/' },
    },
    {
      name: 'server-module-isolation',
      comment: "A server module never imports another module's files; shared code lives in server/lib.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/$1/' },
    },
    {
      name: 'server-modules-index-routes-only',
      comment: "server/modules/index.ts gathers each module's routes.ts and nothing else of a module.",
      severity: 'error',
      from: { path: '^server/modules/index\\.ts$' },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/routes\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'No import circles: each module can be understood (and tested) from what it imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Generated validators and build output are not the code base's own modules.
    exclude: { path: '(^|/)(node_modules|dist|src/engine/generated)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
