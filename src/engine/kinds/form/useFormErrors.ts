import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../../i18n';
import { boundErrors } from './bounds';
import { changedPaths, hasErrors, mergeErrors, overlayErrors, pickErrors, stillRefused, touches } from './errorSchemas';
import { localizeErrors } from './validator';

// The errors a form shows, checked while the user types: the JSON Schema (ajv) and the bounds of
// "ui:options" (bounds.ts) on every change, shown on the fields the user has changed (all of them once a
// submit was tried), plus the server's refusals for as long as the refused value stays. The engine does
// the checking itself rather than @rjsf's submit validation, which logs every invalid submit as a console
// error and cannot clear a server error once the field is corrected.

type Data = Record<string, unknown>;

/** A value the form holds as null (what a loaded record left empty) is no answer: a required field still asks for it. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]));
}

/**
 * Every error of the form's data. `partial`: a save of what is filled (a draft), which the required fields do not
 * hold back; every other check applies.
 */
export function checkForm(validator: ValidatorType, schema: RJSFSchema, uiSchema: UiSchema, data: Data, lang: Lang, partial = false): ErrorSchema {
  // "must match the then/else schema" only repeats, over the whole form, the branch's own error on its field.
  const kept = (errors: RJSFValidationError[]) => errors.filter((e) => e.name !== 'if' && !(partial && e.name === 'required'));
  const { errorSchema } = validator.validateFormData(withoutNulls(data) as Data, schema, undefined, (errors) => localizeErrors(kept(errors), lang, uiSchema), uiSchema);
  // A broken bound says more than ajv's "wrong format" for the same field (e.g. "at most 3 decimals").
  return overlayErrors(errorSchema, boundErrors(schema, uiSchema, data, lang));
}

/** Brings the first field in error into view, above the action bar, and puts the cursor in it. */
function revealFirstError(): void {
  const field = document.querySelector('.eng-form .eng-form__field--error');
  if (!field) return;
  const target = field.querySelector<HTMLElement>('input, textarea, button') ?? (field as HTMLElement);
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

export function useFormErrors(opts: { validator: ValidatorType | null; schema: RJSFSchema; uiSchema: UiSchema; data: Data; lang: Lang }) {
  const { validator, schema, uiSchema, data, lang } = opts;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<{ errors: ErrorSchema; sent: Data } | null>(null);
  const [reveal, setReveal] = useState(0);

  const live = useMemo(() => (validator ? checkForm(validator, schema, uiSchema, data, lang) : {}), [validator, schema, uiSchema, data, lang]);
  const shown = useMemo(
    () =>
      mergeErrors(
        pickErrors(live, (path) => submitted || touches(touched, path)),
        server ? stillRefused(server.errors, server.sent, data) : undefined,
      ),
    [live, submitted, touched, server, data],
  );

  useEffect(() => {
    if (reveal) requestAnimationFrame(revealFirstError);
  }, [reveal]);

  /** Records what the user changed (call with the data before and after a change). */
  const noteChange = useCallback((before: Data, after: Data) => {
    const paths = changedPaths(before, after);
    if (paths.length) setTouched((t) => new Set([...t, ...paths]));
  }, []);

  /**
   * Before a submit: shows every error; false (and the first error brought into view) when the form may not be sent.
   * A partial save (a draft) is held back by every error but an empty required field, and marks none of those.
   */
  const checkAll = useCallback(
    (partial = false): boolean => {
      if (partial && validator && !hasErrors(checkForm(validator, schema, uiSchema, data, lang, true))) return true;
      setSubmitted(true);
      if (!hasErrors(live)) return true;
      setReveal((n) => n + 1);
      return false;
    },
    [live, validator, schema, uiSchema, data, lang],
  );

  /** The server refused `sent`; its field errors are shown until the fields change. */
  const showServerErrors = useCallback((errors: ErrorSchema | null, sent: Data) => {
    setServer(errors && hasErrors(errors) ? { errors, sent } : null);
    if (errors && hasErrors(errors)) setReveal((n) => n + 1);
  }, []);

  const reset = useCallback(() => {
    setTouched(new Set());
    setSubmitted(false);
    setServer(null);
  }, []);

  // `live`: every schema error, shown or not yet (the server checks skip values the schema refuses).
  return { errors: shown, live, noteChange, checkAll, showServerErrors, reset };
}
