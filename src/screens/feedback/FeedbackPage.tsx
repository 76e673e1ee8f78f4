import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Tabs } from '../../engine/index';
import type { PageProps } from '../../router/pageTypes';
import { FeedbackForm } from './FeedbackForm';
import { useFeedbackText } from './feedbackText';
import './feedback.css';

// The form is what the screen opens on; one item and the list of one's own (with antd-mobile's empty and error
// illustrations) are fetched when they are shown.
const FeedbackDetailView = lazy(() => import('./FeedbackDetail').then((m) => ({ default: m.FeedbackDetailView })));
const FeedbackList = lazy(() => import('./FeedbackList').then((m) => ({ default: m.FeedbackList })));

/**
 * Complaints, reports and feedback (spec /packagesSub/my/feedbackAi). `?id=` opens one item (a message about a
 * reply links here); `?conversation=` comes from the assistant and attaches its conversation to a new item.
 */
export default function FeedbackPage({ query }: PageProps): ReactNode {
  const tx = useFeedbackText();
  const id = Number(query.id);
  const [tab, setTab] = useState<'new' | 'mine'>(query.tab === 'mine' ? 'mine' : 'new');
  const [listKey, setListKey] = useState(0);

  if (Number.isSafeInteger(id) && id > 0) {
    return (
      <Suspense fallback={null}>
        <FeedbackDetailView id={id} />
      </Suspense>
    );
  }
  return (
    <div className="fb">
      <Tabs
        className="fb-tabs"
        items={[
          { key: 'new', title: tx('tabNew') },
          { key: 'mine', title: tx('tabMine') },
        ]}
        activeKey={tab}
        onChange={(k) => setTab(k as 'new' | 'mine')}
      />
      {tab === 'new' ? (
        <FeedbackForm
          conversationId={/^[1-9]\d{0,15}$/.test(query.conversation ?? '') ? query.conversation : undefined}
          onSubmitted={() => {
            setListKey((k) => k + 1);
            setTab('mine');
          }}
        />
      ) : (
        <Suspense fallback={null}>
          <FeedbackList key={listKey} />
        </Suspense>
      )}
    </div>
  );
}
