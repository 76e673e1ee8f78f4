// Measurement code run inside the page (playwright addInitScript / evaluate). Kept apart from the driver so
// it reads as what the browser does. Follows quality.md §1.6: rAF intervals while scrolling, long tasks
// from a PerformanceObserver.

declare global {
  interface Window {
    __bench: { rowsArrived: number; firstCard: number; painted: number; longTasks: number[] };
  }
}

/** Installed before the app loads: notes when the rows arrive and when the first card is painted. */
export function installProbe(rowsPath: string): void {
  window.__bench = { rowsArrived: 0, firstCard: 0, painted: 0, longTasks: [] };
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const res = await originalFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes(rowsPath)) return res;
    // The answer counts as arrived once its body is read: what follows is the engine's work.
    const text = await res.text();
    window.__bench.rowsArrived = performance.now();
    return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
  new MutationObserver((_m, observer) => {
    if (!window.__bench.rowsArrived || !document.querySelector('.eng-card')) return;
    window.__bench.firstCard = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__bench.painted = performance.now())));
  }).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__bench.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  } catch {
    // longtask is Chromium-only; the frame intervals still tell the story
  }
}

export interface ScrollResult {
  frames: number[];
  maxCards: number;
  maxNodes: number;
  scrolledPx: number;
  longTasks: number;
}

/** Scrolls the window `step` px per frame for `ms` milliseconds, recording every frame interval. */
export function scrollAndSample([ms, step]: [number, number]): Promise<ScrollResult> {
  return new Promise((resolve) => {
    const frames: number[] = [];
    let maxCards = 0;
    let maxNodes = 0;
    const tasksBefore = window.__bench.longTasks.length;
    const start = performance.now();
    const startY = window.scrollY;
    let last = start;
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      maxCards = Math.max(maxCards, document.querySelectorAll('.eng-card').length);
      if (frames.length % 10 === 0) maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
      if (now - start < ms) {
        window.scrollBy(0, step);
        requestAnimationFrame(tick);
      } else {
        resolve({ frames: frames.slice(1), maxCards, maxNodes, scrolledPx: window.scrollY - startY, longTasks: window.__bench.longTasks.length - tasksBefore });
      }
    };
    requestAnimationFrame(tick);
  });
}
