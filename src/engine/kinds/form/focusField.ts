import { useEffect, useRef } from 'react';

// `?focus=<field>` on a form route opens the form at that field (the spec's deep links to the new-product
// category picker and packagings land here, src/router/alias.ts). Once the form has drawn, the field is scrolled
// into view; a picker opens its popup, a text field takes the caret; an array group the user may add to and
// that has no line yet gets a first, empty line to fill (the link promised packagings to enter), whose first
// input takes the caret. It happens once per visit of the form: later changes do not move the page again.

export const FOCUS_PARAM = 'focus';

/** The route query without `focus`: what names the record (the draft's key), so a deep link finds the same draft. */
export function recordQuery(query: Record<string, string>): Record<string, string> {
  const rest = { ...query };
  delete rest[FOCUS_PARAM];
  return rest;
}

/** Only a plain property name is a field to look for (the value is the user's: never a selector of theirs). */
export function focusFieldName(query: Record<string, string>): string | null {
  const name = query[FOCUS_PARAM];
  return name && /^[A-Za-z_$][\w$]*$/.test(name) ? name : null;
}

function fieldElement(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-field="root_${name}"]`);
}

/** The group's own "+ add" button: drawn only when lines may be added (not read-only, not at maxItems). */
function addButton(group: HTMLElement): HTMLButtonElement | null {
  return group.querySelector<HTMLButtonElement>(':scope > .eng-form__control > fieldset.eng-form__array > button');
}

function firstInput(el: HTMLElement): HTMLElement | null {
  return el.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])');
}

/** Calls `then` with what `find` finds, looking once a frame for up to half a second. */
function whenDrawn<T>(find: () => T | null, then: (found: T) => void, frames = 30): void {
  const found = find();
  if (found) then(found);
  else if (frames > 0) requestAnimationFrame(() => whenDrawn(find, then, frames - 1));
}

/**
 * The field's top a little below the screen's top: clear of a fixed header, with a hint of what comes before, and
 * above a picker's popup. At once, not smoothly: an opening popup locks the page's scroll and would stop it halfway.
 */
function scrollNearTop(el: HTMLElement): void {
  window.scrollBy({ top: el.getBoundingClientRect().top - window.innerHeight * 0.15, behavior: 'instant' });
}

function reveal(el: HTMLElement, isArray: boolean): void {
  const picker = el.querySelector<HTMLButtonElement>('button.eng-form__picker');
  if (isArray || picker) scrollNearTop(el);
  else el.scrollIntoView({ block: 'center', behavior: 'instant' });
  if (isArray) return;
  if (picker) {
    if (!picker.disabled) picker.click();
    return;
  }
  firstInput(el)?.focus({ preventScroll: true });
}

interface Options {
  field: string | null;
  /** the form has drawn with its data */
  ready: boolean;
  /** the field's current value */
  value: unknown;
  /** adds one empty line to the array field (not counted as typed: its required fields wait for the user) */
  addLine: (field: string) => void;
}

export function useFocusField({ field, ready, value, addLine }: Options): void {
  const stage = useRef<'waiting' | 'added' | 'done'>('waiting');
  useEffect(() => {
    if (!field || !ready || stage.current === 'done') return;
    const el = fieldElement(field);
    if (!el) {
      stage.current = 'done';
      return;
    }
    const isArray = el.querySelector('fieldset.eng-form__array') !== null;
    if (stage.current === 'waiting' && isArray && (!Array.isArray(value) || value.length === 0) && addButton(el)) {
      stage.current = 'added';
      addLine(field);
      return;
    }
    const added = stage.current === 'added';
    stage.current = 'done';
    reveal(el, isArray);
    // The form draws a line added from outside a render later (RJSF takes new data in its update): wait for it.
    if (added)
      whenDrawn(
        () => firstInput(el),
        (input) => {
          scrollNearTop(el);
          input.focus({ preventScroll: true });
        },
      );
  }, [field, ready, value, addLine]);
}
