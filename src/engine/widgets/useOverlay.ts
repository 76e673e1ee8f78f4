import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// What every overlay of the engine (the filter bar's drop-down panel, bottom sheets) does the same way, without an
// animation library: it stays mounted while its closing transition runs, takes the focus when it opens and gives
// it back when it closes, keeps Tab inside itself, closes on Escape, and stops the page behind it from scrolling.
// The movement itself is CSS (transform/opacity on [data-state]); with reduced motion there is none to wait for.

/** closed → (mounted) entering → open → leaving → closed */
export type OverlayPhase = 'closed' | 'entering' | 'open' | 'leaving';

/** How long a closing overlay may take before it is removed even if no transitionend arrives (CSS is 0.2–0.3 s). */
const LEAVE_TIMEOUT_MS = 400;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let scrollLocks = 0;
let savedOverflow = '';

/** Stops the page from scrolling while at least one overlay is open (counted: sheets can stack). */
function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    savedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks === 0) document.documentElement.style.overflow = savedOverflow;
  };
}

/** Open overlays, the last opened on top: only the top one answers Escape and holds Tab (a calendar over a panel). */
const openStack: object[] = [];

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab among the overlay's own controls. */
function trapTab(e: KeyboardEvent, box: HTMLElement): void {
  const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  if (items.length === 0) {
    e.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === box)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The life of one overlay. `box` is the element that holds its content (it gets the focus and traps Tab);
 * render nothing while `mounted` is false and put `phase` on the element as data-state for the CSS.
 */
export function useOverlay(visible: boolean, onClose: () => void, box: RefObject<HTMLElement | null>): { mounted: boolean; phase: OverlayPhase; onTransitionEnd: (e: { target: unknown; currentTarget: unknown }) => void } {
  const [phase, setPhase] = useState<OverlayPhase>(visible ? 'entering' : 'closed');
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    if (visible) {
      setPhase((p) => (p === 'open' ? p : 'entering'));
      return;
    }
    setPhase((p) => (p === 'closed' ? p : reducedMotion() ? 'closed' : 'leaving'));
  }, [visible]);

  useEffect(() => {
    if (phase === 'entering') {
      // Two frames: the first paints the start state, the second starts the transition from it.
      let second = 0;
      const first = requestAnimationFrame(() => {
        second = requestAnimationFrame(() => setPhase('open'));
      });
      return () => {
        cancelAnimationFrame(first);
        cancelAnimationFrame(second);
      };
    }
    if (phase === 'leaving') {
      const timer = setTimeout(() => setPhase('closed'), LEAVE_TIMEOUT_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  // Mounted from the very render that makes it visible, so the focus effect below finds the box.
  const mounted = visible || phase !== 'closed';
  const shownPhase: OverlayPhase = visible && phase === 'closed' ? 'entering' : phase;
  // Focus, keys and scroll lock while shown; the focus goes back where it was when the overlay leaves.
  useEffect(() => {
    if (!visible) return undefined;
    const before = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    const el = box.current;
    el?.focus({ preventScroll: true });
    const me = {};
    openStack.push(me);
    const onKey = (e: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== me) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
      } else if (e.key === 'Tab' && box.current) trapTab(e, box.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openStack.splice(openStack.indexOf(me), 1);
      unlock();
      if (before && document.contains(before) && (!box.current || box.current.contains(document.activeElement) || document.activeElement === document.body)) {
        before.focus({ preventScroll: true });
      }
    };
  }, [visible, box]);

  const onTransitionEnd = (e: { target: unknown; currentTarget: unknown }) => {
    if (e.target === e.currentTarget) setPhase((p) => (p === 'leaving' ? 'closed' : p));
  };
  return { mounted, phase: shownPhase, onTransitionEnd };
}
