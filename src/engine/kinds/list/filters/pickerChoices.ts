import type { Api } from '../../../../../common/page/schemaTypes';
import { getPath } from '../../../../../common/page/template';
import { callApi, readList } from '../../../data/api';

// What a branch, category or item picker offers, read from its filter's `optionsApi`: by the picker's panel, and by
// the filter bar to name a choice a link gave only by its id.

export interface Choice {
  id: string | number;
  name: string;
  code?: string;
}

function toChoice(row: Record<string, unknown>): Choice {
  const id = (getPath(row, 'id') ?? getPath(row, 'itemId')) as string | number;
  const name = String(getPath(row, 'name') ?? getPath(row, 'itemName') ?? id);
  const code = (getPath(row, 'code') ?? getPath(row, 'barcode')) as string | undefined;
  return { id, name, code };
}

export async function loadChoices(api: Api, signal: AbortSignal, params: Record<string, unknown> = {}): Promise<Choice[]> {
  const data = await callApi(api, { params, signal, silent: true });
  return readList(api, data).rows.map(toChoice);
}
