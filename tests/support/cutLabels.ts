/**
 * The labels and titles on screen that are not shown whole (issue 32: "按…", "By ···", "Profit vs previ…"): every
 * element that shortens its text (an ellipsis, a line clamp) or is a known label box, and whose text is wider or
 * taller than its box. Runs inside the page (page.evaluate), so it is self-contained; returns one line per cut text.
 *
 * Values that come as data are left out: a long product name, a supplier's address or a remark may end in "…" on a
 * list's card (the detail shows it whole). So is text hidden from the user or scrolled sideways on purpose (a
 * scrolling tab strip).
 */
export function cutLabels(): string[] {
  const LABELS = '.eng-card__grid dt, .eng-summary__item dt, .eng-dropdown__title, .app-nav-bar__title, .adm-tabs-tab, .adm-button, .adm-selector-item, .adm-list-item-content-main, .eng-stat__label, .adm-form-item-label';
  const DATA = '.eng-card__title, .eng-card__sub, .eng-card__text, .eng-card__grid dd, .eng-profile__line, .home-header__name, .print-panel__printer, .my-web__url, .cm-editor';
  const cut: string[] = [];
  // A one-line label cut with "…" is no wider than its box to scrollWidth (Chromium): its text is measured instead.
  const ruler = document.createElement('canvas').getContext('2d');
  const textWider = (el: HTMLElement, s: CSSStyleDeclaration): boolean => {
    if (!ruler || s.textOverflow !== 'ellipsis' || !s.whiteSpace.startsWith('nowrap') || el.children.length > 1) return false;
    ruler.font = s.font;
    return ruler.measureText((el.textContent ?? '').trim()).width > el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) + 1;
  };
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!el.firstChild || el.closest(DATA) || el.closest('[aria-hidden="true"], .sr-only')) continue;
    const s = getComputedStyle(el);
    const clamp = s.getPropertyValue('-webkit-line-clamp');
    const shortens = s.textOverflow === 'ellipsis' || (clamp !== '' && clamp !== 'none');
    if (!shortens && !el.matches(LABELS)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const wide = (el.scrollWidth > el.clientWidth + 1 || textWider(el, s)) && s.overflowX !== 'visible';
    const tall = el.scrollHeight > el.clientHeight + 1 && s.overflowY !== 'visible';
    if (wide || tall) {
      const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
      cut.push(`<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}" (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
    }
  }
  return cut;
}
