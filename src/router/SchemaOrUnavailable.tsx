import type { ReactNode } from 'react';
import { hasMisplacedPage, hasPageSchema, SchemaPage } from '../engine/index';
import type { PageProps } from './pageTypes';
import { UnavailablePage } from './UnavailablePage';

// Loaded lazily, so the engine (and whatever it pulls in) never weighs on the login route.
export default function SchemaOrUnavailable({ route, query }: PageProps): ReactNode {
  // A page file with a misspelt menu code serves no route: its error screen says so, not "not available yet".
  if (hasPageSchema(route.path) || hasMisplacedPage(route.path)) return <SchemaPage route={route.path} query={query} />;
  return <UnavailablePage route={route} />;
}
