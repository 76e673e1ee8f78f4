import { useEffect, useState, type ReactNode } from 'react';
import { sessionApi } from '../../api/sessionApi';
import { setPreviewAs } from '../../api/client';
import { DraftPage } from '../../engine/index';
import { getSession } from '../../stores/session';
import type { PageProps } from '../../router/pageTypes';
import { isDraftMessage, type DraftMessage } from './previewProtocol';
import { useStudioText } from './studioText';

// The studio's preview frame (a 390x844 frame of the app): reads as the supplier and role chosen in the studio (the
// server answers the author's reads as that supplier's, previewScope.ts), then draws each document the studio sends
// with the engine's kinds, on that supplier's real data. Its session lives in the frame alone (keyedStorage.ts).

export default function PreviewPage({ query }: PageProps): ReactNode {
  const tx = useStudioText();
  const [ready, setReady] = useState(false);
  const [draft, setDraft] = useState<DraftMessage | null>(null);
  const { supplier, role, ...pageQuery } = query;

  useEffect(() => {
    setPreviewAs(`${supplier}:${role}`);
    let current = true;
    void sessionApi.getLoginUserInfo(true).then((info) => {
      if (!current || !info) return;
      getSession().setUserInfo(info);
      if (info.supplier) getSession().setSupplier(info.supplier);
      setReady(true);
      window.parent.postMessage({ type: 'scm-studio-preview-ready' }, window.location.origin);
    });
    return () => {
      current = false;
    };
  }, [supplier, role]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin && isDraftMessage(e.data)) setDraft(e.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!ready || !draft) return <div className="studio-preview__wait">{tx('checking')}</div>;
  return <DraftPage text={draft.text} file={draft.path} route={'/packagesSub/studio/preview'} query={pageQuery} />;
}
