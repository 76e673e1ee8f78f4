import { useEffect, useState, type ReactNode } from 'react';

// Work a screen can leave until its first frame is on the screen: a frame callback runs before that frame is
// painted, a task it posts runs after it.

/** Runs `fn` once the next frame has been painted; returns a cancel. */
export function afterPaint(fn: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(fn);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** false while a component's first frame is drawn, true from the next one on. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}

/** Its children, from the frame after its own first one (what a screen can draw a frame later). */
export function AfterPaint({ children }: { children: ReactNode }): ReactNode {
  return usePainted() ? children : null;
}
