import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { Cards, rows, type Row } from './cards';

// React with react-router's hash data router, as the app routes: the rows fetched by the route's loader.
function List(): ReactNode {
  return <Cards list={useLoaderData() as Row[]} />;
}

createRoot(document.getElementById('root')!).render(<RouterProvider router={createHashRouter([{ path: '*', loader: rows, Component: List }])} />);
