/**
 * What a person looking at a phone screenshot would call broken, found in the page itself: runs inside the page
 * (page.evaluate), so it is self-contained. Returns one line per fault, empty when the screen is sound.
 *
 * - the page scrolls sideways (something is wider than the phone);
 * - text stands partly outside the screen's width where nothing scrolls or clips it (cut off at the edge);
 * - an image that is shown but did not load;
 * - raw template or code text on screen: "undefined", "NaN", "[object Object]", "{{".
 *
 * Text inside a box that scrolls or clips sideways (tab strips, carousels, drawers moved off screen, a line that ends
 * in an ellipsis) is that box's business, not a fault; so is text hidden from the user (visibility, display, aria-hidden, zero size).
 */
export function screenFaults(): string[] {
  const faults: string[] = [];
  const width = document.documentElement.clientWidth;
  const describe = (el: Element): string => {
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    return `<${el.tagName.toLowerCase()}${cls}>`;
  };
  const clippedSideways = (el: Element): boolean => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const overflowX = getComputedStyle(a).overflowX;
      if (overflowX !== 'visible') return true;
    }
    return false;
  };
  const shown = (el: Element): boolean =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest('[aria-hidden="true"]');

  if (document.documentElement.scrollWidth > width + 1) {
    faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const el = node.parentElement;
    if (!text || !el || seen.has(el) || el.closest('script, style, noscript, template')) continue;
    seen.add(el);
    if (!shown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if ((box.right > width + 1 || box.left < -1) && !clippedSideways(el)) {
      faults.push(`text cut off at the screen's edge (${Math.round(box.left)}–${Math.round(box.right)} px): ${describe(el)} "${text.slice(0, 40)}"`);
    }
    const raw = /\bundefined\b|\bNaN\b|\[object Object\]|\{\{/.exec(text);
    if (raw) faults.push(`raw "${raw[0]}" on screen: ${describe(el)} "${text.slice(0, 60)}"`);
  }

  for (const img of Array.from(document.images)) {
    if (!shown(img) || img.loading === 'lazy' && !img.complete) continue;
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) {
      faults.push(`an image did not load: ${describe(img)} ${img.getAttribute('src')!.slice(0, 80)}`);
    }
  }
  return faults;
}
