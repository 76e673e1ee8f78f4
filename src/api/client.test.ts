import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client's own rules that need no server: the language header (contract 3) and what a failed
// transport tells the user (spec §8). fetch is replaced; the toasts are observed through the feedback module.

const shown: string[] = [];
vi.mock('./feedback', () => ({
  beginLoading: () => undefined,
  endLoading: () => undefined,
  showMessage: (text: string) => void shown.push(text),
  showSingleDialog: (_group: string, text: string, after: () => void) => {
    shown.push(text);
    after();
  },
}));

const { installClientHandlers, mayPassOnRetry, request } = await import('./client');
const { setLang } = await import('../i18n');
const { useSessionStore } = await import('../stores/session');

let seen: Headers[] = [];
function answer(respond: () => Promise<Response>): void {
  vi.stubGlobal('fetch', (input: Request | string, init?: RequestInit) => {
    seen.push(new Headers(input instanceof Request ? input.headers : init?.headers));
    return respond();
  });
}
const json = (body: unknown): Promise<Response> =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  shown.length = 0;
  seen = [];
  setLang('zh-CN');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('API client', () => {
  it('sends the UI language as Accept-Language on every call', async () => {
    answer(() => json({ code: 0, data: 1 }));
    await request('/a');
    setLang('en');
    await request('/b', { method: 'POST', body: {} });
    expect(seen.map((h) => h.get('accept-language'))).toEqual(['zh-CN', 'en']);
  });

  it('toasts the spec network message once when calls fail offline, silent ones included', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const failures = await Promise.allSettled([request('/list', { silent: true }), request('/other', { silent: true })]);
    expect(shown).toEqual(['操作失败，请检查网络连接']);
    for (const f of failures) {
      expect(f.status).toBe('rejected');
      expect((f as PromiseRejectedResult).reason).toMatchObject({ transport: 'network', message: '操作失败，请检查网络连接' });
    }
  });

  it('says it in English when English is chosen', async () => {
    setLang('en');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000); // past the previous test's once-per-toast window
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/list')).rejects.toMatchObject({ transport: 'network' });
    vi.useRealTimers();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/network/i);
    expect(shown[0]).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('hands 107 to the installed handler after the dialog, and an ended session to the other', async () => {
    const after = { afterNoPermission: vi.fn(), afterSessionEnded: vi.fn() };
    installClientHandlers(after);
    answer(() => json({ code: 107, message: 'no' }));
    await expect(request('/x')).rejects.toMatchObject({ code: 107 });
    answer(() => json({ code: 140001, message: 'dead' }));
    await expect(request('/y')).rejects.toMatchObject({ code: 140001 });
    expect(after.afterNoPermission).toHaveBeenCalledTimes(1);
    expect(after.afterSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('ends nothing when a call sent with a token replaced meanwhile comes back as a dead session', async () => {
    // A supplier switch (in this tab or another of the app) revokes the old token while a call with it is on its way:
    // its refusal is about that token, and logging out the new session (and every tab following it) would be wrong.
    const after = { afterNoPermission: vi.fn(), afterSessionEnded: vi.fn() };
    installClientHandlers(after);
    useSessionStore.getState().setToken('old');
    let respond!: () => void;
    answer(() => new Promise((resolve) => (respond = () => resolve(new Response(JSON.stringify({ code: 140001, message: 'dead' }), { headers: { 'content-type': 'application/json' } })))));
    const call = request('/y', { silent: true });
    await vi.waitFor(() => expect(respond).toBeTypeOf('function'));
    useSessionStore.getState().setToken('new');
    respond();
    await expect(call).rejects.toMatchObject({ code: 140001 });
    expect(after.afterSessionEnded).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
    // The same refusal for the token the session still holds ends it, as before.
    answer(() => json({ code: 140001, message: 'dead' }));
    await expect(request('/z')).rejects.toMatchObject({ code: 140001 });
    expect(after.afterSessionEnded).toHaveBeenCalledTimes(1);
    useSessionStore.getState().clear();
  });

  it('offers a retry where asking again may pass: a failed transport or server, not a refusal of the request itself', async () => {
    const failureOf = async (respond: () => Promise<Response>) => {
      answer(respond);
      return request('/x', { silent: true }).then(() => null, (err: unknown) => err);
    };
    expect(mayPassOnRetry(await failureOf(() => Promise.reject(new TypeError('Failed to fetch'))))).toBe(true);
    expect(mayPassOnRetry(await failureOf(() => Promise.resolve(new Response('bad gateway', { status: 502 }))))).toBe(true);
    expect(mayPassOnRetry(await failureOf(() => json({ code: 503, message: '服务暂时不可用，请稍后重试' })))).toBe(true);
    expect(mayPassOnRetry(await failureOf(() => json({ code: 500, message: '系统异常' })))).toBe(true);
    // the same request would be refused again: its input, or a record that is not there (or not the user's)
    expect(mayPassOnRetry(await failureOf(() => json({ code: 400, message: '「商品」必须填写' })))).toBe(false);
    expect(mayPassOnRetry(await failureOf(() => json({ code: 404, message: '单据不存在或无权查看' })))).toBe(false);
    // a failure that is not a call's (a screen's file that did not load)
    expect(mayPassOnRetry(new Error('Failed to fetch dynamically imported module'))).toBe(true);
    expect(mayPassOnRetry(undefined)).toBe(true);
  });
});
