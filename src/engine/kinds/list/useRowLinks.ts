import { useEffect, useMemo } from 'react';
import { normalizePath } from '../../../navigation/address';
import { afterEachInTurn } from '../../../navigation/firstScreen';
import { navigateTo } from '../../../navigation/navigate';
import { linkQuery } from '../../actions/runAction';
import { allRowLinks, anyOpenable, rowLinkFor } from '../../data/rowLinks';
import type { RowLinks } from '../../../../common/page/schemaTypes';
import type { KindProps } from '../types';
import type { Row } from './useListData';

// What a linked row does. Once the list has drawn, the code of the pages its rows open is fetched while the
// phone is idle (a finger coming down on a card before then starts it at once), so the first tap waits only
// for the document itself.

export interface RowLinkHandlers {
  /** the tap: opens the row's page */
  onOpen?: (record: Row) => void;
  /** the finger down: fetches the code of the row's page, if the list has not yet */
  onPress?: (record: Row) => void;
  /** whether this row opens at all: a ledger's entry without a document is not drawn as a link */
  opens?: (record: Row) => boolean;
}

export function useRowLinks(links: RowLinks | undefined, drawn: boolean, preparePage: KindProps<never>['preparePage']): RowLinkHandlers {
  useEffect(() => {
    if (!links || !drawn) return;
    return afterEachInTurn(allRowLinks(links), (l) => preparePage(normalizePath(l.to)));
  }, [links, drawn, preparePage]);

  return useMemo(() => {
    // No link the user may open: the cards are not links (no arrow, no tap that ends in "no permission").
    if (!links || !anyOpenable(links)) return {};
    return {
      onOpen: (record: Row) => {
        const link = rowLinkFor(links, record);
        if (link) void navigateTo(link.to, linkQuery(link.query, record));
      },
      onPress: (record: Row) => {
        const link = rowLinkFor(links, record);
        if (link) void preparePage(normalizePath(link.to));
      },
      opens: (record: Row) => rowLinkFor(links, record) !== undefined,
    };
  }, [links, preparePage]);
}
