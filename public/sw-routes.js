// Static routes of the app's service worker (scripts/build/pwa.ts has sw.js import this file). The app's hashed
// files (assets/) never change under their name, so the browser answers them from the worker's cache by itself,
// without running the worker's script for each request (InstallEvent.addRoutes, Chrome 123+); a file the cache
// does not hold goes to the network. Browsers without static routes go through the worker's fetch handler as before.
self.addEventListener('install', (event) => {
  if (!event.addRoutes) return;
  const assets = new URL('assets/', self.registration.scope).pathname;
  event.waitUntil(event.addRoutes({ condition: { urlPattern: { pathname: `${assets}*` } }, source: 'cache' }).catch(() => undefined));
});
