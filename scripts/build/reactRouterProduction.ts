import path from 'node:path';

// react-router's package exports name only its development build (its warnings turned on), for a production bundle
// too (remix-run/react-router#12532, #14102); `vite build` takes its production build, shipped beside it (~0.6 KB gz
// less on every route). The dev server keeps the development build and its warnings. The bench's floor pages build
// with it too (bench/stackFloor.ts).
const root = path.resolve(import.meta.dirname, '../..');

export const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs') },
];
