import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PREVIEW_FRAME } from '../../stores/keyedStorage';
import { useApi } from '../../engine/index';
import { isReadyMessage, PREVIEW_ROUTE } from './previewProtocol';
import { studioApi } from './studioApi';
import { sideOf } from './templates';
import { useStudioText } from './studioText';

// The live preview: the app in a 390x844 frame (scaled down where the studio is narrower), reading as the supplier and
// role chosen here (a page of the merchant's app: as the merchant's admin), drawing the document the studio last sent
// (each check that passed). A detail or form takes its record from the query typed beside the choice (id=12).

const ROLES = ['admin', 'sales', 'finance'] as const;
/** What the preview header names for the merchant's side (server/lib/previewScope.ts). */
const BOSS_AS = { supplier: 'boss', role: 'admin' } as const;
const PHONE = { width: 390, height: 844 };

export function PreviewFrame({ path, text }: { path: string; text: string | null }): ReactNode {
  const tx = useStudioText();
  const suppliers = useApi(() => studioApi.suppliers(), 'suppliers');
  const [supplier, setSupplier] = useState<number | null>(null);
  const [role, setRole] = useState<(typeof ROLES)[number]>('admin');
  const [query, setQuery] = useState('');
  const [scale, setScale] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const chosen = supplier ?? (suppliers.data?.rows[0]?.id ?? null);
  const boss = sideOf(path) === 'boss';
  const as = boss ? BOSS_AS : chosen === null ? null : { supplier: String(chosen), role };

  const send = () => {
    if (ready.current && text !== null) frame.current?.contentWindow?.postMessage({ type: 'scm-studio-draft', path, text }, window.location.origin);
  };
  useEffect(send, [path, text]);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow || !isReadyMessage(e.data)) return;
      ready.current = true;
      send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => setScale(Math.min(1, el.clientWidth / PHONE.width));
    fit();
    const watch = new ResizeObserver(fit);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);

  // The shell asked with this query is the one copy the server lets this origin frame (server/lib/shellPolicy.ts).
  const src = as === null ? null : `/?frame=studio-preview#${PREVIEW_ROUTE}?${new URLSearchParams({ ...as, ...Object.fromEntries(new URLSearchParams(query)) }).toString()}`;
  useEffect(() => {
    ready.current = false;
  }, [src]);

  return (
    <section className="studio-preview" aria-label={tx('preview')}>
      <div className="studio-preview__as">
        {boss ? (
          <span className="studio-field studio-field--inline">{tx('role_boss')}</span>
        ) : (
          <>
            <label className="studio-field studio-field--inline">
              <span>{tx('supplier')}</span>
              <select className="studio-input" value={chosen ?? ''} onChange={(e) => setSupplier(Number(e.target.value))}>
                {(suppliers.data?.rows ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.code} {s.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="studio-field studio-field--inline">
              <span>{tx('role')}</span>
              <select className="studio-input" value={role} onChange={(e) => setRole(e.target.value as (typeof ROLES)[number])}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {tx(`role_${r}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <label className="studio-field studio-field--inline">
          <span>{tx('query')}</span>
          <input className="studio-input" value={query} placeholder="id=1" title={tx('queryHint')} onChange={(e) => setQuery(e.target.value)} />
        </label>
      </div>
      <p className="studio-preview__note">{tx('previewNote')}</p>
      <div className="studio-preview__box" ref={box} style={{ height: PHONE.height * scale }}>
        {src && (
          <iframe
            key={src}
            ref={frame}
            name={PREVIEW_FRAME}
            title={tx('preview')}
            className="studio-preview__frame"
            src={src}
            width={PHONE.width}
            height={PHONE.height}
            style={{ transform: `scale(${scale})` }}
          />
        )}
      </div>
    </section>
  );
}
