import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { request } from '../../api/client';
import { useMyText } from './myText';
import './mySupport.css';

// The vendor website (its address from the system settings, GET /scm/my/aboutUs) inside a frame. A site that
// refuses framing (X-Frame-Options / frame-ancestors) shows the browser's blank error page, which the app cannot
// read across origins; so the link to open it in the browser is always there, and it is the whole screen when the
// frame has not loaded within a few seconds.

const FRAME_TIMEOUT_MS = 8000;

export default function VendorWebsitePage(): ReactNode {
  const tx = useMyText();
  const [url, setUrl] = useState<string | null>(null);
  // 'none': the deployment names no vendor website (SCM_VENDOR_WEBSITE unset), so there is nothing to frame.
  const [state, setState] = useState<'loading' | 'shown' | 'refused' | 'none'>('loading');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    request<{ website: string }>('/scm/my/aboutUs', { method: 'GET' })
      .then((r) => (/^https?:\/\//.test(r.website) ? setUrl(r.website) : setState('none')))
      .catch(() => setState('refused'));
  }, []);

  useEffect(() => {
    if (!url) return;
    timer.current = window.setTimeout(() => setState((s) => (s === 'loading' ? 'refused' : s)), FRAME_TIMEOUT_MS);
    return () => window.clearTimeout(timer.current);
  }, [url]);

  const link = url && (
    <a className="my-web__open" href={url} target="_blank" rel="noopener noreferrer">
      {tx('openInBrowser')}
    </a>
  );

  return (
    <div className="my-web">
      <div className="my-web__bar">
        <span className="my-web__url">{url ?? ''}</span>
        {link}
      </div>
      {state === 'none' ? (
        <div className="my-web__refused">
          <p>{tx('noWebsite')}</p>
        </div>
      ) : state === 'refused' ? (
        <div className="my-web__refused">
          <p>{tx('frameRefused')}</p>
          {link}
        </div>
      ) : (
        url && (
          // The loading line lies over the frame, so the frame does not move up when it goes.
          <div className="my-web__body">
            <iframe
              className="my-web__frame"
              title={tx('vendorWebsite')}
              src={url}
              sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
              referrerPolicy="no-referrer"
              onLoad={() => setState('shown')}
            />
            {state === 'loading' && (
              <div className="my-web__loading">
                <DotLoading /> {tx('frameLoading')}
              </div>
            )}
          </div>
        )
      )}
    </div>
  );
}
