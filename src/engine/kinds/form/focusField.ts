import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useRef } from 'react';

// `?focus=<field>` on a form route opens the form at that field (a link to one part of a form). Once the form has drawn, the field is scrolled
// into view; a picker opens its popup, a text field takes the caret; an array group the user may add to and
// that has no line yet gets a first, empty line to fill (the link promised packagings to enter), whose first
// input takes the caret. The line is in the form's data from its first draw, so nothing below it moves when it
// comes. It happens once per visit of the form: later changes do not move the page again.

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

type Data = Record<string, unknown>;

/**
 * The data the form first draws: when the link points at a group of lines (an array of objects) that has none yet
 * and may be added to (not read-only, maxItems above 0, `addable` not false), one empty line is in it. An added
 * line is not counted as typed: its required fields wait for the user.
 */
export function withFirstLine(field: string | null, schema: RJSFSchema, uiSchema: UiSchema, data: Data): { data: Data; added: boolean } {
  const prop = field ? schema.properties?.[field] : undefined;
  if (!field || !prop || typeof prop !== 'object') return { data, added: false };
  const items = prop.items;
  const ui = (uiSchema[field] ?? {}) as UiSchema;
  const options = (ui['ui:options'] ?? {}) as { addable?: boolean };
  const lines = data[field];
  const mayAdd =
    prop.type === 'array' &&
    typeof items === 'object' && !Array.isArray(items) && items.type === 'object' &&
    (prop.maxItems ?? 1) > 0 &&
    !ui['ui:widget'] && options.addable !== false &&
    !ui['ui:readonly'] && !uiSchema['ui:readonly'] && !prop.readOnly;
  if (!mayAdd || (Array.isArray(lines) && lines.length > 0)) return { data, added: false };
  return { data: { ...data, [field]: [{}] }, added: true };
}

interface Options {
  field: string | null;
  /** the form has drawn with its data */
  ready: boolean;
  /** the form's data was given a first line of this group (withFirstLine): its first input takes the caret */
  addedLine: boolean;
}

export function useFocusField({ field, ready, addedLine }: Options): void {
  const done = useRef(false);
  useEffect(() => {
    if (!field || !ready || done.current) return;
    done.current = true;
    const el = fieldElement(field);
    if (!el) return;
    const isArray = el.querySelector('fieldset.eng-form__array') !== null;
    reveal(el, isArray);
    if (isArray && addedLine)
      whenDrawn(
        () => firstInput(el),
        (input) => {
          scrollNearTop(el);
          input.focus({ preventScroll: true });
        },
      );
  }, [field, ready, addedLine]);
}
