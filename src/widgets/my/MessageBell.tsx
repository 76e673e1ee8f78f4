import { Badge } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { navigateTo } from '../../navigation/navigate';
import { LineIcon } from '../../ui/LineIcon';
import { useMyText } from './myText';
import { hasInbox, refreshUnread, useUnreadStore } from '../../engine/index';
import './mySupport.css';

export const MESSAGES_PATH = '/packagesSub/my/message';

/** The bell of the home header: unread messages at a glance, the message centre on tap. */
export function MessageBell(): ReactNode {
  const count = useUnreadStore((s) => s.count);
  const tx = useMyText();
  useEffect(() => {
    void refreshUnread();
  }, []);
  if (!hasInbox()) return null;
  // The name holds the figure the badge shows ("99+", not 130) as a word of its own, not "(17": a spoken name
  // contains the words on screen (WCAG 2.5.3, axe's label-content-name-mismatch).
  const shown = count > 99 ? '99+' : count;
  return (
    <button type="button" className="my-bell" aria-label={`${tx('bell')}${count ? `, ${tx('messagesUnread', { n: shown })}` : ''}`} onClick={() => navigateTo(MESSAGES_PATH)}>
      <Badge content={count > 0 ? shown : null}>
        <LineIcon className="my-bell__icon" strokes={['M6 16V11a6 6 0 0 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0']} size={24} />
      </Badge>
    </button>
  );
}
