import type { WidgetProps } from '@rjsf/utils';
import type { CascaderOption } from 'antd-mobile';
import { Suspense, useState, type ReactNode } from 'react';
import { t } from '../../../texts';
import { callApi } from '../../../data/api';
import { getPath } from '../../../../../common/page/template';
import { useApi } from '../../../data/useApi';
import type { Api } from '../../../../../common/page/schemaTypes';
import { preloadable } from '../../../../ui/preloadable';
import { usePreloaded } from './usePreloaded';
import { searchTexts } from './treeSearch';
import { fieldScreenOf } from '../fieldScreen';
import { pickerButtons } from './pickerButtons';

const Cascader = preloadable(() => import('./popups').then((m) => ({ default: m.Cascader })));
const TreeSearchPicker = preloadable(() => import('./popups').then((m) => ({ default: m.TreeSearchPicker })));
const TreeSearchView = preloadable(() => import('./popups').then((m) => ({ default: m.TreeSearchView })));

// Tree choice (goods category level 1 › 2 › 3). Options come from ui:options.options, or are loaded from
// ui:options.api (a tree of {id, name, children}); the value is the chosen leaf. With ui:options.searchFields the
// popup can be searched (TreeSearchPicker.tsx). With ui:options.screen (a route) the choice is made on a screen of
// its own (the spec's Choose category): on the form the field opens that screen, and there the tree is the page.

interface TreeNode {
  [key: string]: unknown;
}

function toOptions(nodes: unknown, value: string, label: string): CascaderOption[] {
  if (!Array.isArray(nodes)) return [];
  return (nodes as TreeNode[]).map((n) => {
    const children = toOptions(n.children, value, label);
    return { value: String(getPath(n, value)), label: String(getPath(n, label)), ...(children.length ? { children } : {}) };
  });
}

function pathTo(options: CascaderOption[], leaf: string): string[] {
  for (const o of options) {
    if (o.value === leaf) return [o.value];
    const sub = pathTo(o.children ?? [], leaf);
    if (sub.length && o.value !== undefined) return [o.value, ...sub];
  }
  return [];
}

export function CascaderWidget(p: WidgetProps): ReactNode {
  const api = p.options.api as Api | undefined;
  const valueField = (p.options.valueField as string | undefined) ?? 'id';
  const labelField = (p.options.labelField as string | undefined) ?? 'name';
  // null: never opened, so the popup is not drawn (nor its code waited for) until the first tap.
  const [open, setOpen] = useState<boolean | null>(null);
  // ui:options.searchFields: the popup gets a search box over the labels and these fields of each node.
  const searchFields = p.options.searchFields as string[] | undefined;
  usePreloaded(searchFields ? TreeSearchPicker : Cascader);
  const loaded = useApi<{ options: CascaderOption[]; texts: Map<string, string[]> }>(
    api
      ? (signal) =>
          callApi(api, { signal, silent: true }).then((tree) => ({
            options: toOptions(tree, valueField, labelField),
            texts: searchTexts(tree, valueField, labelField, searchFields ?? []),
          }))
      : null,
    `${api?.url} ${valueField} ${labelField} ${searchFields?.join(',')}`,
  );
  const options = api ? (loaded.data?.options ?? []) : toOptions(p.options.options, 'value', 'label');
  const selected = p.value === undefined || p.value === null ? [] : pathTo(options, String(p.value));
  const labels = selected.map((v, i) => {
    let level = options;
    for (let k = 0; k < i; k++) level = level.find((o) => o.value === selected[k])?.children ?? [];
    return level.find((o) => o.value === v)?.label;
  });
  // A choice of a field typed ["integer", "null"] is a number too: its text would fail the field's own check.
  const types = ([] as unknown[]).concat(p.schema.type);
  const numeric = types.includes('integer') || types.includes('number');
  const toValue = (path: readonly (string | number | null)[]) => {
    const leaf = path[path.length - 1];
    return leaf === undefined || leaf === null ? undefined : numeric ? Number(leaf) : leaf;
  };
  const screen = fieldScreenOf(p.options.screen, p.registry.formContext);
  if (screen?.on) {
    return (
      <Suspense fallback={null}>
        {loaded.data || !api ? (
          <TreeSearchView.Component
            options={options}
            texts={loaded.data?.texts ?? searchTexts(p.options.options, 'value', 'label', [])}
            value={selected}
            onPick={(v) => screen.done(toValue(v))}
          />
        ) : null}
      </Suspense>
    );
  }
  return (
    <>
      <button type="button" id={p.id} className="eng-form__picker" disabled={p.disabled || p.readonly} onClick={() => (screen ? screen.open() : setOpen(true))}>
        {labels.length ? labels.join(' / ') : <span className="eng-form__placeholder">{p.placeholder || t('engine.choose')}</span>}
      </button>
      {open !== null && (
        <Suspense fallback={null}>
          {searchFields ? (
            <TreeSearchPicker.Component
              visible={open}
              options={options}
              texts={loaded.data?.texts ?? searchTexts(p.options.options, 'value', 'label', [])}
              value={selected}
              title={p.label}
              onClose={() => setOpen(false)}
              onPick={(v) => p.onChange(toValue(v))}
            />
          ) : (
            <Cascader.Component
              options={options}
              visible={open}
              value={selected}
              onClose={() => setOpen(false)}
              onConfirm={(v) => p.onChange(toValue(v))}
              {...pickerButtons()}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
