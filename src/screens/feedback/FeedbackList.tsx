import { Button, Empty } from 'antd-mobile';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { formatValue, Tabs } from '../../engine/index';
import { navigateTo } from '../../navigation/navigate';
import { EnumTag, enumLabel } from './enumTag';
import { feedbackApi, type FeedbackRow } from './feedbackApi';
import { useFeedbackText } from './feedbackText';

const PAGE = 20;
const TABS = ['all', '0', '1', '2', '3'] as const;

/** The supplier's submitted items with their status, newest first; tap opens the conversation. */
export function FeedbackList(): ReactNode {
  const tx = useFeedbackText();
  const [status, setStatus] = useState<(typeof TABS)[number]>('all');
  const [rows, setRows] = useState<FeedbackRow[]>([]);
  const [total, setTotal] = useState(0);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (pageNum: number) => {
      setLoading(true);
      try {
        const r = await feedbackApi.list({ pageNum, pageSize: PAGE, ...(status === 'all' ? {} : { status: [Number(status)] }) });
        setRows((prev) => (pageNum === 1 ? r.rows : [...prev, ...r.rows]));
        setTotal(r.total);
        setCounts(r.statusCounts);
        setPage(pageNum);
      } catch {
        // shown by the client
      } finally {
        setLoading(false);
      }
    },
    [status],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <div className="fb-list">
      <Tabs
        className="fb-list__tabs"
        items={TABS.map((k) => ({ key: k, title: `${k === 'all' ? tx('all') : enumLabel('feedbackStatus', k)}${k === 'all' ? ` ${all}` : counts[k] ? ` ${counts[k]}` : ''}` }))}
        activeKey={status}
        onChange={(k) => setStatus(k as (typeof TABS)[number])}
      />
      {!loading && rows.length === 0 ? (
        <Empty description={tx('empty')} />
      ) : (
        rows.map((r) => (
          <button type="button" key={r.id} className="fb-card" onClick={() => navigateTo('/packagesSub/my/feedbackAi', { id: String(r.id) })}>
            <div className="fb-card__head">
              <span className="fb-card__title">{r.title || enumLabel('feedbackCategory', r.category)}</span>
              <EnumTag name="feedbackStatus" value={r.status} />
            </div>
            <p className="fb-card__text">{r.content}</p>
            <div className="fb-card__foot">
              <span>{enumLabel('feedbackCategory', r.category)}</span>
              <span>{formatValue(r.createdAt, 'datetime')}</span>
            </div>
          </button>
        ))
      )}
      {rows.length > 0 && (
        <div className="fb-list__more">
          {rows.length < total ? (
            <Button size="small" loading={loading} onClick={() => void load(page + 1)}>
              {tx('loadMore')}
            </Button>
          ) : (
            <span>{tx('noMore')}</span>
          )}
        </div>
      )}
    </div>
  );
}
