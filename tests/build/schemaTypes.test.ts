import Ajv from 'ajv';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import meta from '../../schemas/page.schema.json';
import { schemaToTypes } from '../../scripts/schemaToTypes';
import validatePrecompiled from '../../src/engine/generated/validatePage.js';
import type { Action, Api, ChartSpec, Column, Filter, PageSchema, Section } from '../../common/page/schemaTypes';
import { pageAjvOptions } from '../../common/validation/ajvOptions';

// The TypeScript types of page schemas are generated from schemas/page.schema.json; these tests prove the
// two have not drifted: the checked-in types equal a fresh generation, pages typed with them validate,
// and the property names of the main definitions agree at compile time and at run time.

describe('schemaTypes.ts and page.schema.json', () => {
  it('the checked-in types are what the meta-schema generates', () => {
    const generated = schemaToTypes(meta as never, 'schemas/page.schema.json');
    // Its first line is the digest of its inputs (scripts/artifactInputs.ts).
    expect(fs.readFileSync('common/page/schemaTypes.ts', 'utf8').replace(/^\/\/ inputs [0-9a-f]+ .*\n/, '')).toBe(generated);
  });

  // Compile time: each list must name exactly the keys of the type (a missing or extra key fails tsc).
  type Exactly<T, K extends readonly PropertyKey[]> = [Exclude<keyof T, K[number]>, Exclude<K[number], keyof T>] extends [never, never] ? K : never;
  const keys = <T,>() => <const K extends readonly PropertyKey[]>(k: Exactly<T, K>) => k;
  const expected: Record<string, readonly PropertyKey[]> = {
    api: keys<Api>()(['url', 'method', 'params', 'paged', 'listPath', 'totalPath', 'dataPath']),
    column: keys<Column>()(['field', 'label', 'format', 'card', 'align', 'width', 'defaultHidden', 'sortable', 'shieldCode', 'visibleWhen', 'labelWhen', 'mark']),
    filter: keys<Filter>()([
      'field', 'widget', 'label', 'placeholder', 'param', 'paramFrom', 'paramTo', 'paramUntil', 'enum', 'only', 'options', 'allOption', 'remember', 'countsPath', 'optionsApi', 'default', 'required', 'shieldCode',
    ]),
    action: keys<Action>()(['id', 'label', 'type', 'session', 'api', 'body', 'to', 'query', 'confirm', 'style', 'successText', 'after', 'draft', 'partial', 'templates', 'shieldCode', 'visibleWhen']),
    section: keys<Section>()(['title', 'video', 'fields', 'shieldCode', 'visibleWhen']),
    chartSpec: keys<ChartSpec>()(['type', 'title', 'api', 'x', 'series', 'limit', 'height', 'horizontal', 'emptyText', 'shieldCode', 'visibleWhen', 'filters', 'drill']),
  };

  it.each(Object.keys(expected))('the properties of $defs/%s equal the TypeScript keys', (def) => {
    const props = Object.keys((meta.$defs as unknown as Record<string, { properties: object }>)[def]!.properties);
    expect(new Set(props)).toEqual(new Set(expected[def]));
  });

  // Pages written against the types: one per kind. They must pass the live and the precompiled validator.
  const samples: PageSchema[] = [
    {
      id: 't.list', kind: 'list', route: '/t/list', title: { 'zh-CN': '列表', en: 'List' }, menuCode: 'SCM_PURCHASE_IN',
      api: { url: '/t/list', method: 'POST', listPath: 'rows' },
      filters: [{ field: 'status', widget: 'tabs', enum: 'inStatus' }, { field: 'date', widget: 'dateRange', default: 'last7days' }],
      columns: [{ field: 'sheetNo', label: '单号', card: 'title' }, { field: 'amount', label: '金额', format: 'amount' }],
      rowLink: { to: '/t/detail', query: { id: '{{id}}' } },
      rowActions: [{ id: 'close', label: '关闭', type: 'request', api: { url: '/t/close' }, body: { id: '{{id}}' }, confirm: { content: '关闭？' } }],
      loadMore: { distance: 200 },
    },
    {
      id: 't.report', kind: 'report', route: '/t/report', title: '报表', menuCode: 'SCM_PURCHASE_SUMMARY',
      api: { url: '/t/q' }, summaryApi: { url: '/t/total' }, summary: [{ field: 'amount', format: 'amount' }],
      chart: { type: 'line', x: 'day', series: [{ field: 'amount' }] }, export: { formats: ['csv', 'xlsx'] },
      filters: [{ field: 'date', widget: 'dateRange', required: true, default: 'thisMonth' }],
      columns: [{ field: 'day', label: '日期', format: 'date' }, { field: 'amount', label: '金额', format: { type: 'number', decimals: 2 } }],
    },
    {
      id: 't.detail', kind: 'detail', route: '/t/detail', title: '详情', menuCode: 'SCM_PURCHASE_IN',
      api: { url: '/t/detail/{{id}}', method: 'GET' }, heading: '{{sheetNo}}', status: { field: 'status', enum: 'inStatus' },
      sections: [{ fields: [{ field: 'branchName', label: '门店' }, { field: 'rate', label: '比率', format: { type: 'rate', decimals: 1 } }] }],
      lines: { path: 'lines', columns: [{ field: 'name', label: '商品' }] },
      actions: [
        { id: 'ok', label: '确认', type: 'request', api: { url: '/t/ok' }, body: { id: '{{id}}', lines: { $map: 'lines', to: { id: '{{id}}' } } }, visibleWhen: { all: [{ field: 'status', op: 'in', value: [2] }] } },
        { id: 'print', label: '打印', type: 'print' },
      ],
    },
    {
      id: 't.form', kind: 'form', route: '/t/form', title: '表单', menuCode: 'SCM_NEW_PRODUCT',
      load: { api: { url: '/t/load/{{id}}', method: 'GET' }, map: { name: '{{name}}' } },
      schema: { type: 'object', properties: { name: { type: 'string' } } }, uiSchema: { name: { 'ui:widget': 'textarea' } },
      actions: [{ id: 'save', label: '保存', type: 'submit', api: { url: '/t/save' }, draft: true }],
    },
    {
      id: 't.dashboard', kind: 'dashboard', route: '/t/dash', title: '概况', menuCode: 'SCM_HOME',
      tiles: [
        { type: 'stat', api: { url: '/t/sum', method: 'GET' }, items: [{ field: 'a.count', label: '待确认', format: 'integer', to: '/t/list' }] },
        { type: 'pie', api: { url: '/t/pie' }, x: 'name', series: [{ field: 'value' }] },
      ],
    },
  ];

  const live = new Ajv({ ...pageAjvOptions }).compile(meta);

  it.each(samples.map((s) => [s.kind, s] as const))('a %s page typed with the types is valid', (_kind, sample) => {
    expect(live(sample), JSON.stringify(live.errors)).toBe(true);
    expect(validatePrecompiled(sample), JSON.stringify(validatePrecompiled.errors)).toBe(true);
  });

  it('the precompiled validator refuses what the live one refuses', () => {
    const bad = [
      { ...samples[0], colums: [] },
      { ...samples[1], filters: [{ field: 'date', widget: 'dateRange' }] },
      { ...samples[2], kind: 'detial' },
      { ...samples[0], columns: [{ field: 'a', label: 'A', format: { type: 'enum' } }] },
      { ...samples[0], rowLink: { to: 'relative/route' } },
      { ...samples[0], api: { url: 'https://elsewhere.example/x' } },
    ];
    for (const page of bad) {
      expect(live(page)).toBe(false);
      expect(validatePrecompiled(page)).toBe(false);
    }
  });
});
