import { Badge, Empty, List, Tag } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { navigateTo } from '../../../navigation/navigate';
import { mayOpen } from '../../../navigation/routeTable';
import { fillTemplate, resolveValue, type Scope } from '../../../../common/page/template';
import type { LinkRow, LinksTile as LinksSpec } from '../../../../common/page/schemaTypes';
import { linkQuery, runAction } from '../../actions/runAction';
import { evaluate } from '../../../../common/page/condition';
import { useSessionScope } from '../../session/sessionValues';
import { useEngine } from '../../ui/useEngine';
import { LinksSearchBox } from './dashboardParts';
import { linkRows, matchingRows, type ShownRow } from './linkRows';
import { RowGlyph } from './rowIcons';
import './links.css';

/** What a row shows at its end: a count badge while above 0, else its tag while `when` holds, else its text. */
function rowEnd(row: LinkRow, record: Scope, text: ReturnType<typeof useEngine>['text']): ReactNode {
  const count = row.badge ? Number(resolveValue(row.badge, record)) : 0;
  if (count > 0) return <Badge content={count > 99 ? '99+' : count} />;
  if (row.tag && evaluate(row.tag.when, record)) return <Tag color="primary">{text(row.tag.text)}</Tag>;
  return row.extra ? fillTemplate(text(row.extra), record) : null;
}

function tap({ row, record }: ShownRow): void {
  if (row.action) void runAction(row.action, record, { defaultAfter: 'stay' });
  else if (row.to) void navigateTo(row.to, linkQuery(row.query, record));
}

/** `"type": "links"`: rows to tap (the my page's entries, the suppliers to act for), with an optional search box. */
export function LinksTile({ tile }: { tile: LinksSpec }): ReactNode {
  const scope = useSessionScope();
  const { text, t } = useEngine();
  const [keyword, setKeyword] = useState('');
  // A row that only opens a page the user may not open is left out: it would be a tap that ends in "no permission".
  const rows = linkRows(tile, scope).filter(({ row }) => row.action || !row.to || mayOpen(row.to));
  const shown = tile.search ? matchingRows(rows, keyword, tile.search.fields) : rows;
  return (
    <>
      {tile.search && (
        <div className="eng-links__search">
          {/* the rows narrow as the user types; Enter only puts the keyboard away */}
          <LinksSearchBox
            placeholder={text(tile.search.placeholder)}
            clearLabel={t('engine.clear')}
            value={keyword}
            onChange={setKeyword}
            onSearch={() => undefined}
            onClear={() => undefined}
          />
        </div>
      )}
      {tile.note && <p className="eng-links__note">{text(tile.note)}</p>}
      {shown.length === 0 ? (
        <Empty description={text(rows.length === 0 ? tile.emptyText : tile.noMatchText)} />
      ) : (
        <List className={`eng-links eng-links--${tile.look ?? 'plain'}`}>
          {shown.map((shownRow) => {
            const { key, row, record } = shownRow;
            return (
              <List.Item
                key={key}
                prefix={row.icon && <RowGlyph name={row.icon} />}
                arrow
                description={row.description && fillTemplate(text(row.description), record)}
                extra={rowEnd(row, record, text)}
                onClick={() => tap(shownRow)}
              >
                {fillTemplate(text(row.label), record)}
              </List.Item>
            );
          })}
        </List>
      )}
    </>
  );
}
