// Measurement code run inside the page (playwright addInitScript / evaluate). Kept apart from the driver so
// it reads as what the browser does. Follows quality.md §1.6: rAF intervals while scrolling, long tasks
// from a PerformanceObserver.

declare global {
  interface Window {
    __bench: { firstCard: number; painted: number; longTasks: number[]; longFrames: LongFrame[] };
  }
}

/**
 * A long animation frame (Chromium's long-animation-frame entries): when, how long, and the scripts that ran in it,
 * longest first, so a long task while scrolling says whose it was (or that no script's was: style, layout, GC).
 */
export interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  /** ms of the frame's tasks before rendering began, of its animation-frame callbacks, and of style and layout */
  tasks: number;
  frameCallbacks: number;
  styleAndLayout: number;
  /** "<invoker> <file>:<function> <ms>" */
  scripts: string[];
}

export interface RenderTimes {
  /** the rows request's last byte (resource timing) */
  responseEnd: number;
  /** the engine had the rows in hand (parsed) and handed them to React: the 'scm:list-rows' mark */
  rowsInHand: number;
  painted: number;
}

/** Installed before the app loads: notes when the first card is painted. */
export function installProbe(): void {
  window.__bench = { firstCard: 0, painted: 0, longTasks: [], longFrames: [] };
  new MutationObserver((_m, observer) => {
    if (!performance.getEntriesByName('scm:list-rows').length || !document.querySelector('.eng-card')) return;
    window.__bench.firstCard = performance.now();
    observer.disconnect();
    // A message posted from the frame callback is delivered right after that frame is painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__bench.painted = performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__bench.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  } catch {
    // longtask is Chromium-only; the frame intervals still tell the story
  }
  type ScriptTiming = { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number };
  try {
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        const frame = e as PerformanceEntry & { blockingDuration: number; renderStart: number; styleAndLayoutStart: number; scripts: ScriptTiming[] };
        const scripts = [...frame.scripts]
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 3)
          .map((s) => `${s.invoker} ${s.sourceURL.split('/').pop()}:${s.sourceFunctionName || '(anonymous)'} ${Math.round(s.duration)} ms`);
        const end = e.startTime + e.duration;
        const render = frame.renderStart || end;
        const layout = frame.styleAndLayoutStart || end;
        window.__bench.longFrames.push({
          start: e.startTime, duration: e.duration, blocking: frame.blockingDuration, scripts,
          tasks: render - e.startTime, frameCallbacks: layout - render, styleAndLayout: end - layout,
        });
      }),
    ).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // long-animation-frame is Chromium-only (123+)
  }
}

/**
 * Taps are timed from the touch the page receives to the frame after the detail's heading is in the DOM.
 * Installed right before the tap.
 */
export function watchTapToDetail(): void {
  const b = window.__bench as typeof window.__bench & { tapAt?: number; detailPainted?: number };
  b.tapAt = 0;
  b.detailPainted = 0;
  addEventListener('touchstart', (e) => (b.tapAt ||= e.timeStamp), { capture: true, once: true });
  addEventListener('pointerdown', (e) => (b.tapAt ||= e.timeStamp), { capture: true, once: true });
  new MutationObserver((_m, observer) => {
    if (!document.querySelector('.eng-detail__heading')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (b.detailPainted = performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
}

/** Reads the timings once the first card is painted. */
export function renderTimes(rowsPath: string): RenderTimes {
  const res = performance.getEntriesByType('resource').filter((e) => e.name.includes(rowsPath)).pop() as PerformanceResourceTiming | undefined;
  const mark = performance.getEntriesByName('scm:list-rows').pop();
  return { responseEnd: res?.responseEnd ?? 0, rowsInHand: mark?.startTime ?? 0, painted: window.__bench.painted };
}

export interface ScrollResult {
  frames: number[];
  maxCards: number;
  maxNodes: number;
  scrolledPx: number;
  longTasks: number;
  /** the long animation frames that blocked while scrolling (a long task in them), with their scripts */
  longFrames: LongFrame[];
  /** frames in which three points down the middle of the screen met no row card: the list showed blank */
  blankFrames: number;
}

/** Scrolls the window `step` px per frame for `ms` milliseconds, recording every frame interval. */
export function scrollAndSample([ms, step]: [number, number]): Promise<ScrollResult> {
  return new Promise((resolve) => {
    const frames: number[] = [];
    let maxCards = 0;
    let maxNodes = 0;
    let blankFrames = 0;
    // Below the nav bar and the filters, above any bottom bar; cards are taller than the gaps between the points.
    const blank = () => [0.55, 0.7, 0.85].every((f) => !document.elementFromPoint(window.innerWidth / 2, window.innerHeight * f)?.closest('.eng-card'));
    const tasksBefore = window.__bench.longTasks.length;
    const start = performance.now();
    const startY = window.scrollY;
    let last = start;
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      maxCards = Math.max(maxCards, document.querySelectorAll('.eng-card').length);
      if (frames.length > 1 && blank()) blankFrames++;
      if (frames.length % 10 === 0) maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
      if (now - start < ms) {
        window.scrollBy(0, step);
        requestAnimationFrame(tick);
      } else {
        const longFrames = window.__bench.longFrames.filter((f) => f.start >= start && f.blocking > 0);
        resolve({ frames: frames.slice(1), maxCards, maxNodes, scrolledPx: window.scrollY - startY, longTasks: window.__bench.longTasks.length - tasksBefore, longFrames, blankFrames });
      }
    };
    requestAnimationFrame(tick);
  });
}
