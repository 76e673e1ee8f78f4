// A field of a form may be filled on a screen of its own (`ui:options.screen`: a route; the spec's Choose category and
// Multiple packagings of the new-product form, §2). On the form the field shows what it holds and opens that screen,
// the form's input written to its draft first; the screen (FieldScreen.tsx) draws the same field from the same page
// file, writes the new value into that draft and goes back, so the form comes back with what was typed and chosen.
// The form and the screen hand their part to the field's widget or template through rjsf's formContext.

/** What the form (open) or the field's screen (done) gives the fields in formContext.screens. */
export interface FormScreens {
  open(route: string): void;
  /** present on the field's own screen: the value chosen, the screen closes */
  done?(value: unknown): void;
  /** on the field's own screen: the field it is for (the only one drawn) */
  field?: string;
}

/** Marks a field screen opened from its form (Back returns to it) rather than by a link (the form replaces it). */
export const FROM_FORM = { from: 'form' } as const;

export interface FieldScreenLink {
  /** drawn on its own screen: the field is the page */
  on: boolean;
  open(): void;
  done(value: unknown): void;
}

/** The screen link of a field whose ui:options name a screen, within a form that has screens; null otherwise. */
export function fieldScreenOf(route: unknown, formContext: unknown): FieldScreenLink | null {
  const screens = (formContext as { screens?: FormScreens } | undefined)?.screens;
  if (typeof route !== 'string' || !screens) return null;
  return { on: Boolean(screens.done), open: () => screens.open(route), done: (v) => screens.done?.(v) };
}

/** The field a screen of its own is for (the form's other fields are not drawn there); undefined on the form. */
export function screenField(formContext: unknown): string | undefined {
  return (formContext as { screens?: FormScreens } | undefined)?.screens?.field;
}
