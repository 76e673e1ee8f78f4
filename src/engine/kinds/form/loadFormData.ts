import { callApi } from '../../data/api';
import { evaluate } from '../../../../common/page/condition';
import { linkQuery, resolveValue } from '../../../../common/page/template';
import type { FormClosed, FormPage } from '../../../../common/page/schemaTypes';

type Data = Record<string, unknown>;

/** The record's state in which the form has nothing to do (the page's `closedWhen`), its link filled from the record. */
export interface ClosedForm {
  closed: FormClosed;
  query: Record<string, string>;
}

/**
 * A form's record as its page file loads it (`load.api` reshaped by `load.map`), before any draft: the form's first
 * data, and a field's screen of its own opened by a link before the form (FieldScreen.tsx). A form for a new document
 * (no `onlyWith` parameter in the route) loads nothing and starts empty. `closed`: the first `closedWhen` entry that
 * holds over the answer (a settlement opened by a direct link that no longer awaits invoices), read from the answer
 * rather than the mapped data, so a state the form does not edit (the status) can decide it.
 */
export async function loadForm(page: FormPage, query: Record<string, string>): Promise<{ data: Data; closed: ClosedForm | null }> {
  const load = page.load;
  if (!load || (load.onlyWith && !query[load.onlyWith])) return { data: {}, closed: null };
  const base = load.api ? await callApi<Data>(load.api, { scope: query, silent: true }) : {};
  const scope = { ...query, ...base };
  const data = load.map ? (resolveValue(load.map, scope) as Data) : (base ?? {});
  const closed = page.closedWhen?.find((c) => evaluate(c.when, scope));
  return { data, closed: closed ? { closed, query: linkQuery(closed.link.query, scope) } : null };
}

export async function loadFormData(page: FormPage, query: Record<string, string>): Promise<Data> {
  return (await loadForm(page, query)).data;
}
