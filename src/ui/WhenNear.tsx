import { useEffect, useRef, useState, type ReactNode } from 'react';

// Something costly to draw that sits below the first screen (a receipt preview of a thousand cells) is drawn when
// the user scrolls near it, not while the screen first loads. Until then an empty box of `minHeight` holds its place.

export function WhenNear({ minHeight, margin = 200, className, children }: { minHeight: number; margin?: number; className?: string; children: ReactNode }): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = slot.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `${margin}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={slot} className={className} style={{ minHeight }} />;
}
