import { Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import type { PageProps } from '../../router/pageTypes';
import { FeedbackDetailView } from './FeedbackDetail';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import { useFeedbackText } from './feedbackText';
import './feedback.css';

/**
 * Complaints, reports and feedback (spec /packagesSub/my/feedbackAi). `?id=` opens one item (a message about a
 * reply links here); `?conversation=` comes from the assistant and attaches its conversation to a new item.
 */
export default function FeedbackPage({ query }: PageProps): ReactNode {
  const tx = useFeedbackText();
  const id = Number(query.id);
  const [tab, setTab] = useState<'new' | 'mine'>(query.tab === 'mine' ? 'mine' : 'new');
  const [listKey, setListKey] = useState(0);

  if (Number.isSafeInteger(id) && id > 0) return <FeedbackDetailView id={id} />;
  return (
    <div className="fb">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as 'new' | 'mine')} className="fb-tabs">
        <Tabs.Tab title={tx('tabNew')} key="new" />
        <Tabs.Tab title={tx('tabMine')} key="mine" />
      </Tabs>
      {tab === 'new' ? (
        <FeedbackForm
          conversationId={/^[1-9]\d{0,15}$/.test(query.conversation ?? '') ? query.conversation : undefined}
          onSubmitted={() => {
            setListKey((k) => k + 1);
            setTab('mine');
          }}
        />
      ) : (
        <FeedbackList key={listKey} />
      )}
    </div>
  );
}
