import type { ReactNode } from 'react';
import { navigateTo } from '../../../navigation/navigate';
import { linkQuery } from '../../actions/runAction';
import { rowLinkFor } from '../../data/rowLinks';
import { getPath } from '../../../../common/page/template';
import type { Column, LineTable } from '../../../../common/page/schemaTypes';
import { usePainted } from '../../../ui/afterPaint';
import { EmptyView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import { Card } from '../list/RowCard';

/**
 * Lines drawn in the document's first frame: more than a phone's screen shows below the header sections. The rest
 * join a frame later, so a tap on a list card draws the document without first building every line.
 */
const FIRST_FRAME_LINES = 5;

/**
 * The document's lines, one card each (content-visibility keeps long documents cheap to lay out). A line a
 * `rowLink` applies to opens its own screen (a statement's receipt opens the receipt).
 */
export function LineCards({ lines, record }: { lines: LineTable; record: Record<string, unknown> }): ReactNode {
  const { text, t } = useEngine();
  const rows = getPath(record, lines.path);
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  const key = lines.rowKey ?? 'id';
  const shown = usePainted() ? list : list.slice(0, FIRST_FRAME_LINES);
  return (
    <section className="eng-section eng-lines">
      <h3 className="eng-section__title">
        {text(lines.title) || t('engine.lines')} <span className="eng-lines__count">({list.length})</span>
      </h3>
      {list.length === 0 ? (
        <EmptyView text={text(lines.emptyText)} />
      ) : (
        shown.map((line, i) => (
          <div key={String(getPath(line, key) ?? i)} className="eng-lines__item">
            <Card
              record={line}
              columns={lines.columns}
              entries={lines.columns.map((c): [Column, unknown] => [c, getPath(line, c.field)])}
              onOpen={openerFor(lines, line)}
            />
          </div>
        ))
      )}
    </section>
  );
}

/** What tapping the line does: open the first link that applies to it, or nothing (the card is not a link). */
function openerFor(lines: LineTable, line: Record<string, unknown>) {
  const link = rowLinkFor(lines.rowLink, line);
  return link ? () => void navigateTo(link.to, linkQuery(link.query, line)) : undefined;
}
