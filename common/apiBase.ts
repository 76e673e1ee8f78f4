// Where the server serves the API, from the origin's root: the server mounts its routes there (server/app.ts), the
// web app's client calls it (src/api/client.ts), and the service worker's routes send it straight to the network
// (scripts/build/swRoutes.ts, scripts/build/pwa.ts).
export const API_BASE = '/mobile/api';
