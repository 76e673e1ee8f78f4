import { request } from '../../../api/client';
import { arrivedAnswer, callApi } from '../../data/api';
import type { Column } from '../../../../common/page/schemaTypes';
import { columnSettingsApi } from '../../../../common/page/columnSettingsApi';

// Per-user field choice of a list (which body fields show, in which order), saved on the server per page
// id through /common/column-setting/list|save so it follows the user to another phone.

export interface ColumnSettings {
  hidden: string[];
  order: string[];
}

/** The effective choice, as the column model's state (columnModel.ts): every field's place and whether it shows. */
export interface TableLayout {
  order: string[];
  visibility: Record<string, boolean>;
}

/** Fields the user may arrange: card title, subtitle and badge always stay. */
export function arrangeable(columns: Column[]): Column[] {
  return columns.filter((c) => !c.card || c.card === 'field' || c.card === 'wide');
}

export function defaultSettings(columns: Column[]): ColumnSettings {
  return { hidden: columns.filter((c) => c.defaultHidden).map((c) => c.field), order: columns.map((c) => c.field) };
}

/**
 * The effective order and visibility: saved choices for fields that still exist, new fields of the
 * schema (added after the user saved) in schema position and default visibility.
 */
export function applySettings(columns: Column[], saved: ColumnSettings | null): TableLayout {
  const fields = columns.map((c) => c.field);
  const base = defaultSettings(columns);
  if (!saved) return { order: fields, visibility: Object.fromEntries(fields.map((f) => [f, !base.hidden.includes(f)])) };
  const known = new Set(saved.order);
  const order = saved.order.filter((f) => fields.includes(f));
  fields.forEach((f, i) => {
    if (!known.has(f)) order.splice(Math.min(i, order.length), 0, f);
  });
  const visibility = Object.fromEntries(fields.map((f) => [f, known.has(f) ? !saved.hidden.includes(f) : !base.hidden.includes(f)]));
  return { order, visibility };
}

export async function loadColumnSettings(pageId: string): Promise<ColumnSettings | null> {
  return (await callApi<ColumnSettings | null | undefined>(columnSettingsApi(pageId), { silent: true })) ?? null;
}

/** The saved choice when the page's first calls already brought it (once): the first cards are drawn with it. */
export function arrivedColumnSettings(pageId: string): { data: ColumnSettings | null } | undefined {
  const found = arrivedAnswer<ColumnSettings | null | undefined>(columnSettingsApi(pageId));
  return found && { data: found.data ?? null };
}

export async function saveColumnSettings(pageId: string, settings: ColumnSettings): Promise<void> {
  await request('/common/column-setting/save', { method: 'POST', body: { pageId, settings } });
}
