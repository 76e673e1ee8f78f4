import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { PULL_REFRESH_DEFAULTS } from '../../defaults';
import { Spinner } from '../../widgets/Spinner';

// Spec §2 pull-down refresh: colour #2BD009, circle style, trigger height 70, drag range 150. Touch events rather
// than pointer events: the browser takes a touch pointer for its own scrolling (pointercancel) unless touch-action
// forbids scrolling the list altogether, while a non-passive touchmove can claim just the downward pull at the
// top of the page and leave every other gesture to the browser.

// Spec §4's five states, and idle: the finger pulls (pulling) until the head reaches the trigger height (reached);
// let go short of it, the head folds back without refreshing (aborting); let go beyond it, the list refreshes at the
// trigger height (refreshing) and then folds back with a full circle (restoring). Aborting and restoring last the
// head's fold (list.css .eng-pull__head--settling).
export type PullStatus = 'idle' | 'pulling' | 'reached' | 'aborting' | 'refreshing' | 'restoring';

/** The head's fold back, as list.css animates it. */
const SETTLE_MS = 300;

function Indicator({ status }: { status: PullStatus }): ReactNode {
  const { color } = PULL_REFRESH_DEFAULTS;
  if (status === 'refreshing') return <Spinner color={color} />;
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" className={`eng-pull__circle eng-pull__circle--${status}`}>
      <circle cx="12" cy="12" r="9" fill="none" stroke={color} strokeWidth="2.5" strokeDasharray={status === 'restoring' ? undefined : '42 15'} />
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
    let settling: ReturnType<typeof setTimeout> | undefined;
    /** Folds the head back in `status` (aborting, restoring), idle once it has. */
    const foldBack = (status: 'aborting' | 'restoring') => {
      setHead(0);
      setStatus(status);
      settling = setTimeout(() => {
        busy.current = false;
        if (alive) setStatus('idle');
      }, SETTLE_MS);
    };
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
        // A new pull while the last short one still folds back takes the head where it is.
        clearTimeout(settling);
        setDragging(true);
      }
      if (e.cancelable) e.preventDefault();
      height = headFor(dy);
      setHead(height);
      setStatus(height >= PULL_REFRESH_DEFAULTS.height ? 'reached' : 'pulling');
    };
    const onEnd = () => {
      if (!pulling) return;
      pulling = false;
      start = null;
      setDragging(false);
      if (height < PULL_REFRESH_DEFAULTS.height) {
        foldBack('aborting');
        return;
      }
      busy.current = true;
      setHead(PULL_REFRESH_DEFAULTS.height);
      setStatus('refreshing');
      void refresh
        .current()
        .catch(() => undefined)
        .then(() => {
          if (alive) foldBack('restoring');
          else busy.current = false;
        });
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      alive = false;
      clearTimeout(settling);
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  if (!enabled) return <>{children}</>;
  return (
    <div ref={box} className="eng-pull" data-pull={status}>
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
