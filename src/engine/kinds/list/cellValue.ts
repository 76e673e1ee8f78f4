import { getPath } from '../../../../common/page/template';
import { isEmpty } from '../../../../common/format/format';

// Apart from columnModel.ts so that the cards (RowCard, which a document's line cards share) read their values
// without pulling the table library into their chunk.

/** A cell's value: the record's field, an empty one (null, blank) as undefined so sorting puts it last either way. */
export function cellValue(record: Record<string, unknown>, field: string): unknown {
  const value = getPath(record, field);
  return isEmpty(value) ? undefined : value;
}
