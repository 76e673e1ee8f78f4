import type { ComponentType } from 'react';
import type { RouteDef } from './routes';

/** What every screen receives: its route entry and its query parameters (spec §2 "page properties"). */
export interface PageProps {
  route: RouteDef;
  query: Record<string, string>;
}

export type PageModule = { default: ComponentType<PageProps> };
