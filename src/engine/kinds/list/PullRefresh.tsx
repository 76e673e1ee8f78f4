import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { PULL_REFRESH_DEFAULTS } from '../../defaults';
import { Spinner } from '../../widgets/Spinner';

// Spec §2 pull-down refresh: colour #2BD009, circle style, trigger height 70, drag range 150. Touch events rather
// than pointer events: the browser takes a touch pointer for its own scrolling (pointercancel) unless touch-action
// forbids scrolling the list altogether, while a non-passive touchmove can claim just the downward pull at the
// top of the page and leave every other gesture to the browser.

type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** How long "done" stays before the head folds away. */
const COMPLETE_MS = 500;

function Indicator({ status }: { status: PullStatus }): ReactNode {
  const { color } = PULL_REFRESH_DEFAULTS;
  if (status === 'refreshing') return <Spinner color={color} />;
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" className={`eng-pull__circle eng-pull__circle--${status}`}>
      <circle cx="12" cy="12" r="9" fill="none" stroke={color} strokeWidth="2.5" strokeDasharray={status === 'complete' ? undefined : '42 15'} />
    </svg>
  );
}

/** The finger's travel, damped: the head follows slower than the finger, up to the drag range. */
function headFor(travel: number): number {
  return Math.min(PULL_REFRESH_DEFAULTS.range, Math.pow(Math.max(0, travel), 0.85));
}

export function PullRefresh({ enabled, onRefresh, children }: { enabled: boolean; onRefresh: () => Promise<unknown>; children: ReactNode }): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [head, setHead] = useState(0);
  const [status, setStatus] = useState<PullStatus>('idle');
  const [dragging, setDragging] = useState(false);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const busy = useRef(false);

  useEffect(() => {
    const el = box.current;
    if (!enabled || !el) return undefined;
    let start: { x: number; y: number } | null = null;
    let pulling = false;
    let height = 0;
    let alive = true;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      start = !busy.current && e.touches.length === 1 && touch && window.scrollY <= 0 ? { x: touch.clientX, y: touch.clientY } : null;
      pulling = false;
    };
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!start || !touch) return;
      const dy = touch.clientY - start.y;
      const dx = touch.clientX - start.x;
      if (!pulling) {
        // Only a downward, mostly vertical move that starts at the top is a pull; anything else is the browser's.
        if (Math.abs(dy) < 4 && Math.abs(dx) < 4) return;
        if (dy <= 0 || Math.abs(dx) > dy || window.scrollY > 0) {
          start = null;
          return;
        }
        pulling = true;
        setDragging(true);
      }
      if (e.cancelable) e.preventDefault();
      height = headFor(dy);
      setHead(height);
      setStatus(height >= PULL_REFRESH_DEFAULTS.height ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (!pulling) return;
      pulling = false;
      start = null;
      setDragging(false);
      if (height < PULL_REFRESH_DEFAULTS.height) {
        setHead(0);
        setStatus('idle');
        return;
      }
      busy.current = true;
      setHead(PULL_REFRESH_DEFAULTS.height);
      setStatus('refreshing');
      void refresh
        .current()
        .catch(() => undefined)
        .then(() => {
          if (!alive) return;
          setStatus('complete');
          setTimeout(() => {
            busy.current = false;
            if (!alive) return;
            setHead(0);
            setStatus('idle');
          }, COMPLETE_MS);
        });
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      alive = false;
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  if (!enabled) return <>{children}</>;
  return (
    <div ref={box} className="eng-pull">
      <div
        className={dragging ? 'eng-pull__head' : 'eng-pull__head eng-pull__head--settling'}
        style={{ height: head, '--eng-pull-trigger': `${PULL_REFRESH_DEFAULTS.height}px` } as CSSProperties}
        role={status === 'refreshing' ? 'status' : undefined}
        aria-busy={status === 'refreshing' || undefined}
      >
        {status !== 'idle' && (
          <div className="eng-pull__content">
            <Indicator status={status} />
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
