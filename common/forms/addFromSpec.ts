import type { Api, Format, LocalizedText, ValueTemplate } from '../page/schemaTypes';
import { didYouMean } from '../validation/didYouMean';

// The `addFrom` form field (uiSchema `"ui:field": "addFrom"` on an array): the array's lines are added from a
// search of an api instead of an empty "+ add row". Written once here so the field, the page checker
// (common/checks/lintPages.ts, common/checks/pageCalls.ts) and the docs agree on what a page may say.

export interface AddFromFact {
  /** field of a search result */
  field: string;
  label: LocalizedText;
  format?: Format;
}

export interface AddFromSpec {
  /** the search call; `api.params` are templates over the form's data (e.g. the chosen branch) */
  api: Api;
  /** the parameter carrying the typed text */
  search: string;
  /** form fields that must have a value before searching (the branch the figures depend on) */
  requires?: string[];
  /** shown while a required field is empty */
  requiresText?: LocalizedText;
  /** where the results are in the answer (default `rows`) */
  listPath?: string;
  /** a result's identity, also a field of the line `map` makes: the same goods tapped twice stay one line */
  key: string;
  /** result title and subtitle, templates over a result */
  title: string;
  subtitle?: string;
  /** figures shown with each result (a suggested quantity, the stock…) */
  facts?: AddFromFact[];
  /** the result's figures in plain words ("约可卖 3 天，建议补 2 箱"), a template over a result, shown first */
  advice?: string;
  /** how a figure was computed, a template over a result (per language): shown on a tap, for those who want it */
  explain?: LocalizedText;
  /** the new line made from a tapped result (a value template over the result) */
  map: Record<string, ValueTemplate>;
  /** the line's quantity field: a repeated tap adds to it instead of making a second line */
  quantity?: string;
  placeholder?: LocalizedText;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' || (isObj(v) && typeof v['zh-CN'] === 'string');

/** What is wrong with an `addFrom` option (for the page checker), as [key, message] pairs; empty when it is fine. */
export function addFromProblems(spec: unknown): [string, string][] {
  if (!isObj(spec)) return [['', '"ui:field": "addFrom" needs "ui:options": { "addFrom": { api, search, key, title, map } }']];
  const out: [string, string][] = [];
  const api = spec.api as Obj | undefined;
  if (!isObj(api) || typeof api.url !== 'string') out.push(['api', 'needs an api with a url']);
  if (spec.advice !== undefined && typeof spec.advice !== 'string') out.push(['advice', 'is a template (text)']);
  for (const k of ['search', 'key', 'title'] as const) if (typeof spec[k] !== 'string' || !spec[k]) out.push([k, `needs "${k}" (text)`]);
  if (!isObj(spec.map)) out.push(['map', 'needs "map": the line made from a result']);
  else if (typeof spec.key === 'string' && !(spec.key in spec.map)) out.push(['map', `must give the line its key "${spec.key}"`]);
  if (spec.quantity !== undefined && (typeof spec.quantity !== 'string' || !isObj(spec.map) || !(spec.quantity in spec.map))) {
    out.push(['quantity', 'names a field the line map gives']);
  }
  for (const k of ['requiresText', 'explain', 'placeholder'] as const) if (spec[k] !== undefined && !isText(spec[k])) out.push([k, 'is a text (per language)']);
  if (spec.requires !== undefined && !(Array.isArray(spec.requires) && spec.requires.every((r) => typeof r === 'string'))) out.push(['requires', 'is a list of field names']);
  if (spec.facts !== undefined && !(Array.isArray(spec.facts) && spec.facts.every((f) => isObj(f) && typeof f.field === 'string' && isText(f.label)))) {
    out.push(['facts', 'is a list of { field, label, format? }']);
  }
  const known = new Set(['api', 'search', 'requires', 'requiresText', 'listPath', 'key', 'title', 'subtitle', 'facts', 'advice', 'explain', 'map', 'quantity', 'placeholder']);
  for (const k of Object.keys(spec)) if (!known.has(k)) out.push([k, `unknown option "${k}"${didYouMean(k, known)}`]);
  return out;
}

/** Every `addFrom` field of a uiSchema, with the JSON pointer of its spec. */
export function addFromFields(ui: unknown, pointer = '/uiSchema'): { spec: unknown; pointer: string }[] {
  if (!isObj(ui)) return [];
  const here = ui['ui:field'] === 'addFrom' ? [{ spec: (ui['ui:options'] as Obj | undefined)?.addFrom, pointer: `${pointer}/ui:options/addFrom` }] : [];
  return [...here, ...Object.entries(ui).flatMap(([k, v]) => (k.startsWith('ui:') ? [] : addFromFields(v, `${pointer}/${k}`)))];
}
