import { beforeEach, describe, expect, it, vi } from 'vitest';

// The early request is the page's own request, word for word: a list's first page (filters' defaults, paging)
// and a detail's record are sent once, when the route opens, and callApi takes that answer instead of asking again.

const sent: { url: string; opts: Record<string, unknown> }[] = [];
vi.mock('../../api/client', () => ({
  request: vi.fn(async (url: string, opts: Record<string, unknown>) => {
    sent.push({ url, opts });
    return { rows: [{ id: sent.length }], total: 1 };
  }),
  isApiError: () => false,
}));

const { arrivedAnswer, callApi } = await import('./api');
const { startFirstCalls, takeEarlyAnswer, prepareCall } = await import('./firstCall');
const { filterParams, initialValues } = await import('../../../common/filters/filterParams');
type Spec = Parameters<typeof startFirstCalls>[0];

const list: Spec = {
  kind: 'list',
  pageSize: 20,
  filters: [
    { field: 'status', widget: 'tabs', enum: 'poStatus' },
    { field: 'date', widget: 'dateRange', label: 'd', default: 'last30days' },
    { field: 'branchId', widget: 'select', label: 'b', default: 'x', shieldCode: 'HIDDEN', options: [{ value: 'x', label: 'x' }] },
  ] as Spec['filters'],
  calls: [{ api: { url: '/scm/po/list', method: 'POST' }, paged: true, scope: 'none' }],
};
const everyone = (code: string | undefined) => code !== 'HIDDEN';

beforeEach(() => {
  sent.length = 0;
});

describe('first calls', () => {
  it("sends a list's first page as the list will, and the list's own call takes it instead of a second request", async () => {
    startFirstCalls(list, {}, everyone);
    expect(sent).toHaveLength(1);
    const visible = list.filters!.filter((f) => everyone(f.shieldCode));
    const params = { ...filterParams(visible, initialValues(visible)), pageNum: 1, pageSize: 20 };
    expect(sent[0]!.opts.body).toEqual(params);
    expect(sent[0]!.opts.body).not.toHaveProperty('branchId');
    const answer = await callApi(list.calls[0]!.api, { params, silent: true });
    expect(answer).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(sent).toHaveLength(1);
    // Taken once: the next identical call (pull to refresh) asks the server.
    await callApi(list.calls[0]!.api, { params });
    expect(sent).toHaveLength(2);
  });

  it('hands an answer that has already arrived to the page at once, once; one still on its way stays a promise', async () => {
    startFirstCalls(list, {}, everyone);
    const visible = list.filters!.filter((f) => everyone(f.shieldCode));
    const params = { ...filterParams(visible, initialValues(visible)), pageNum: 1, pageSize: 20 };
    const api = { ...list.calls[0]!.api, dataPath: 'rows' };
    // Not arrived yet (the request's promise has not settled): nothing to draw at once.
    expect(arrivedAnswer(api, { params })).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(arrivedAnswer(api, { params: { ...params, pageNum: 2 } })).toBeUndefined();
    expect(arrivedAnswer(api, { params })).toEqual({ data: [{ id: 1 }] });
    expect(arrivedAnswer(api, { params })).toBeUndefined();
    await callApi(api, { params });
    expect(sent).toHaveLength(2);
  });

  it('leaves the early answer alone when the page asks something else', async () => {
    startFirstCalls(list, { status: '2' }, everyone);
    expect(sent[0]!.opts.body).toMatchObject({ status: 2 });
    await callApi(list.calls[0]!.api, { params: { status: 3, pageNum: 1, pageSize: 20 } });
    expect(sent).toHaveLength(2);
  });

  it('sends nothing while a required filter has no value', () => {
    startFirstCalls({ ...list, filters: [{ field: 'date', widget: 'dateRange', label: 'd', required: true }] as Spec['filters'] }, {}, everyone);
    expect(sent).toHaveLength(0);
  });

  it("fills a detail's url from the route query, GET parameters in the query string", async () => {
    const api = { url: '/scm/po/{{id}}', method: 'GET' as const };
    startFirstCalls({ kind: 'detail', calls: [{ api, paged: false, scope: 'query' }] }, { id: '42' }, everyone);
    expect(sent[0]).toMatchObject({ url: '/scm/po/42', opts: { method: 'GET', query: {} } });
    expect(takeEarlyAnswer(prepareCall(api, { id: '42' }, undefined).key)).toBeDefined();
  });

  it("loads the record a form edits, and nothing for a new document (no onlyWith parameter in the route)", async () => {
    const api = { url: '/scm/po/detail/{{id}}', method: 'GET' as const };
    const form: Spec = { kind: 'form', calls: [{ api, paged: false, scope: 'query', onlyWith: 'id' }] };
    startFirstCalls(form, {}, everyone);
    expect(sent).toHaveLength(0);
    startFirstCalls(form, { id: '7' }, everyone);
    expect(sent[0]).toMatchObject({ url: '/scm/po/detail/7', opts: { method: 'GET' } });
    // FormPage's own load (scope: the route query) takes that answer.
    await callApi(api, { scope: { id: '7' }, silent: true });
    expect(sent).toHaveLength(1);
  });
});
