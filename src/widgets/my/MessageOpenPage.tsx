import { DotLoading, ErrorBlock } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError, request } from '../../api/client';
import { redirectTo } from '../../navigation/navigate';
import type { PageProps } from '../../router/pageTypes';
import { useMyText } from './myText';
import { useUnreadStore } from '../../engine/index';

interface ReadAnswer {
  id: number;
  route: string | null;
  query: { id: string | null };
  unread: number;
}

/**
 * Tapping a message: the server marks it read and says which screen shows its document; this screen then
 * takes that screen's place, so back returns to the message list.
 */
export default function MessageOpenPage({ query }: PageProps): ReactNode {
  const tx = useMyText();
  const [problem, setProblem] = useState<'gone' | 'none' | null>(null);
  const id = Number(query.id);

  useEffect(() => {
    if (!Number.isSafeInteger(id) || id < 1) {
      setProblem('gone');
      return;
    }
    let live = true;
    request<ReadAnswer>('/scm/message/read', { method: 'POST', body: { id }, silent: true })
      .then((r) => {
        useUnreadStore.getState().set(r.unread);
        if (!live) return;
        if (!r.route) setProblem('none');
        else redirectTo(r.route, r.query.id ? { id: r.query.id } : undefined);
      })
      .catch((e: unknown) => {
        if (live && !(isApiError(e) && e.aborted)) setProblem('gone');
      });
    return () => {
      live = false;
    };
  }, [id]);

  if (problem) return <ErrorBlock status="empty" title={tx(problem === 'gone' ? 'messageGone' : 'noDocument')} description="" />;
  return (
    <div className="my-opening">
      <DotLoading /> {tx('openingMessage')}
    </div>
  );
}
