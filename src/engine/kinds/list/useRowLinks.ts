import { useEffect, useMemo } from 'react';
import { buildAddress } from '../../../navigation/address';
import { navigateTo } from '../../../navigation/navigate';
import { linkQuery } from '../../actions/runAction';
import { allRowLinks, rowLinkFor } from '../../data/rowLinks';
import { preparePage } from '../../pageStart';
import type { RowLinks } from '../../schemaTypes';
import type { Row } from './useListData';

// What a linked row does. Once the list has drawn, the code of the pages its rows open is fetched while the
// phone is idle; a finger coming down on a card starts that card's document request, so the page it opens
// finds its code loaded and its data on the way (a scroll that starts on a card asks for that one document,
// kept for the tap that may follow); the tap then opens the page.

/** Path and query of a link as the router will read them from the address. */
function routeOf(to: string, query: Record<string, string>): { path: string; query: Record<string, string> } {
  const [path = '', search = ''] = buildAddress(to, query).split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

const whenIdle = (fn: () => void): (() => void) => {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 300);
  return () => clearTimeout(id);
};

export interface RowLinkHandlers {
  /** the tap: opens the row's page */
  onOpen?: (record: Row) => void;
  /** the finger down: starts the row's page */
  onPress?: (record: Row) => void;
}

export function useRowLinks(links: RowLinks | undefined, drawn: boolean): RowLinkHandlers {
  useEffect(() => {
    if (!links || !drawn) return;
    return whenIdle(() => allRowLinks(links).forEach((l) => preparePage(routeOf(l.to, {}).path, null)));
  }, [links, drawn]);

  return useMemo(() => {
    if (!links) return {};
    return {
      onOpen: (record: Row) => {
        const link = rowLinkFor(links, record);
        if (link) void navigateTo(link.to, linkQuery(link.query, record));
      },
      onPress: (record: Row) => {
        const link = rowLinkFor(links, record);
        if (!link) return;
        const route = routeOf(link.to, linkQuery(link.query, record));
        preparePage(route.path, route.query);
      },
    };
  }, [links]);
}
