import type { Column } from '../../../../common/page/schemaTypes';
import { cardGridLines } from './cardLabels';

// The height of a row card from the fields it shows, using the metrics of list.css (.eng-rows__item,
// .eng-card*). Every card line is one line high (long text is cut with an ellipsis), so this is exact
// unless the CSS changes; UniformRows measures one card anyway and corrects it.
const ITEM_GAP = 8; // .eng-rows__item padding-top
const PADDING = 12; // .eng-card padding (top and bottom)
const HEAD = 22; // .eng-card__title line-height
const SUB = 2 + 20; // .eng-card__sub margin-top + line-height
const GRID_TOP = 8; // .eng-card__grid margin-top
const GRID_LINE = 20; // .eng-card__grid line-height
const GRID_GAP = 2; // .eng-card__grid row gap
const ACTIONS = 10 + 8 + 1 + 24; // .eng-card__actions margin, padding, border, mini button
const TEXT = 6 + 2 * 20; // .eng-card__text margin-top + its two lines
const FOOT = 6 + 18; // .eng-card__foot margin-top + line-height

/** `wholeLine` says which fields take a line of their own (wide ones, and halves whose label is long: cardLabels.ts). */
export function cardHeight(columns: Column[], hasActions: boolean, wholeLine: (c: Column) => boolean = (c) => c.card === 'wide'): number {
  const has = (role: Column['card']) => columns.some((c) => c.card === role);
  const lines = cardGridLines(columns.filter((c) => !c.card || c.card === 'field' || c.card === 'wide').map(wholeLine));
  const grid = lines ? GRID_TOP + lines * GRID_LINE + (lines - 1) * GRID_GAP : 0;
  return ITEM_GAP + PADDING * 2 + (has('title') || has('badge') ? HEAD : 0) + (has('subtitle') ? SUB : 0) + (has('text') ? TEXT : 0) + grid + (has('foot') ? FOOT : 0) + (hasActions ? ACTIONS : 0);
}
