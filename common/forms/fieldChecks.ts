import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import type { FieldCheck } from '../page/schemaTypes';

// The server checks a form field asks for while the user types (uiSchema "ui:options": { "check": … }): a
// duplicate name, a barcode another item holds. Plain data here; useFieldChecks.ts makes the calls.

// The check's format is page.schema.json $defs/fieldCheck (type generated into schemaTypes.ts).
export type { FieldCheck };

export const DEFAULT_CHECK_DEBOUNCE_MS = 400;

/** The checked fields of a form: top-level properties whose ui:options name a check. */
export function fieldChecks(uiSchema: UiSchema): Record<string, FieldCheck> {
  const out: Record<string, FieldCheck> = {};
  for (const [field, ui] of Object.entries(uiSchema)) {
    if (field.startsWith('ui:') || !ui || typeof ui !== 'object') continue;
    const check = (ui as { 'ui:options'?: { check?: FieldCheck } })['ui:options']?.check;
    if (check && typeof check === 'object' && check.api && check.param) out[field] = check;
  }
  return out;
}

/** Whether a value is worth asking about: empty values are the schema's "required" business, not the server's. */
export function isCheckable(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

type ItemError = { failReason?: unknown; nameAndMsg?: unknown };

/**
 * The messages a refusal of a check carries: code 140 lists item errors ({ failReason, nameAndMsg }: every one
 * is shown, e.g. each item holding a duplicate barcode), anything else its message.
 */
export function refusalMessages(err: { code: number; message: string; data?: unknown }): string[] {
  if (err.code === 140 && Array.isArray(err.data)) {
    const texts = (err.data as ItemError[]).map((e) => String(e.nameAndMsg || e.failReason || '')).filter(Boolean);
    if (texts.length) return texts;
  }
  return err.message ? [err.message] : [];
}

/** The messages of a check that answered: none when it says ok. */
export function answerMessages(answer: unknown, okPath = 'ok', messagePath = 'message'): string[] {
  if (!answer || typeof answer !== 'object') return [];
  const rec = answer as Record<string, unknown>;
  if (rec[okPath] !== false) return [];
  const message = rec[messagePath];
  if (Array.isArray(message)) return message.map(String).filter(Boolean);
  return [typeof message === 'string' && message ? message : 'invalid'];
}

/** A value a refusing answer offers in the field's place (`offerPath`), or undefined. */
export function answerOffer(answer: unknown, okPath = 'ok', offerPath?: string): string | undefined {
  if (!offerPath || !answer || typeof answer !== 'object') return undefined;
  const rec = answer as Record<string, unknown>;
  const offer = rec[offerPath];
  return rec[okPath] === false && (typeof offer === 'string' || typeof offer === 'number') && String(offer) !== '' ? String(offer) : undefined;
}

/** One finished check: what was asked (the request's key), the messages to show while the field still holds it, and a value it offers instead. */
export interface CheckResult {
  key: string;
  messages: string[];
  offer?: string;
}

/** The values finished checks offer, for the fields whose request is still what the form would ask now. */
export function checkOffers(results: Record<string, CheckResult | undefined>, currentKeys: Record<string, string | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, result] of Object.entries(results)) if (result?.offer !== undefined && currentKeys[field] === result.key) out[field] = result.offer;
  return out;
}

/** The messages of finished checks whose request is still what the form would ask now, as an @rjsf error schema. */
export function checkErrorSchema(results: Record<string, CheckResult | undefined>, currentKeys: Record<string, string | null>): ErrorSchema {
  const out: Record<string, { __errors: string[] }> = {};
  for (const [field, result] of Object.entries(results)) {
    if (result && result.messages.length && currentKeys[field] === result.key) out[field] = { __errors: result.messages };
  }
  return out as ErrorSchema;
}

/** The same message once per field (a check and a refused submit may both say "this barcode exists"). */
export function uniqueErrors(schema: ErrorSchema): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema as Record<string, unknown>)) {
    if (k === '__errors' && Array.isArray(v)) out[k] = [...new Set(v)];
    else if (v && typeof v === 'object') out[k] = uniqueErrors(v as ErrorSchema);
  }
  return out as ErrorSchema;
}
