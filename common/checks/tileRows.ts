import type { LinkRow, LinksTile } from '../page/schemaTypes';

/** A links tile's rows as its file holds them, each with its JSON pointer: the fixed `rows`, or the one `row` drawn for each element of `each`. */
export function tileRows(tile: LinksTile, at: string): { row: LinkRow; at: string }[] {
  if (tile.each) return tile.row ? [{ row: tile.row, at: `${at}/row` }] : [];
  return (tile.rows ?? []).map((row, k) => ({ row, at: `${at}/rows/${k}` }));
}
