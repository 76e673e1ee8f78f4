import { callApi } from '../../data/api';
import { resolveValue } from '../../../../common/page/template';
import type { FormPage } from '../../../../common/page/schemaTypes';

type Data = Record<string, unknown>;

/**
 * A form's record as its page file loads it (`load.api` reshaped by `load.map`), before any draft: the form's first
 * data, and a field's screen of its own opened by a link before the form (FieldScreen.tsx). A form for a new document
 * (no `onlyWith` parameter in the route) loads nothing and starts empty.
 */
export async function loadFormData(page: FormPage, query: Record<string, string>): Promise<Data> {
  const load = page.load;
  if (!load || (load.onlyWith && !query[load.onlyWith])) return {};
  const base = load.api ? await callApi<Data>(load.api, { scope: query, silent: true }) : {};
  return load.map ? (resolveValue(load.map, { ...query, ...base }) as Data) : (base ?? {});
}
