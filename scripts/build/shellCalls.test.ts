import vm from 'node:vm';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHELL_CALLS_GLOBAL, SHELL_CALLS_KEY, TOKEN_KEY, type RememberedCall, type ShellCall } from '../../common/shell/shellCalls';
import { shellCallsScript } from './shellCalls';

// The shell's launch script, run as the browser runs it (its own global, nothing of the app loaded): what it sends
// for an address, with which headers, and what it leaves for the client.

/** What vite.config.ts passes: the app's home route and gray-release header. */
const APP = { home: '/pages/index/index', grayHeader: 'x-gray-release', previewFrame: 'scm-studio-preview' };
const ORIGIN = 'https://scm.example.com';
const API = `${ORIGIN}/mobile/api`;

interface Sent {
  url: string;
  method: string;
  body?: string;
  headers: Record<string, string>;
}

function launch(hash: string, stored: Record<string, string>, name = '') {
  const sent: Sent[] = [];
  const window: Record<string, unknown> = { name };
  const fetch = (url: string, init: { method: string; body?: string; headers: Record<string, string> }) => {
    sent.push({ url, method: init.method, body: init.body, headers: init.headers });
    return Promise.resolve({ status: 200, headers: new Headers({ 'x-gray-release': '0' }), text: () => Promise.resolve('{"code":0}') });
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  vm.runInNewContext(shellCallsScript(APP), { window, location: { hash, origin: ORIGIN }, localStorage, fetch, crypto: webcrypto, URL, JSON, setTimeout });
  return { sent, left: window[SHELL_CALLS_GLOBAL] as ShellCall[] | undefined };
}

/** What the launch sent once its timers have run (each call after the first leaves a task later). */
async function launched(hash: string, stored: Record<string, string>, name = '') {
  const result = launch(hash, stored, name);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return result;
}

const call = (path: string, extra: Partial<RememberedCall> = {}): RememberedCall => ({
  url: `${API}${path}`,
  method: 'GET',
  headers: { 'Accept-Language': 'zh-CN', containerId: 'c-1' },
  signature: `sig ${path}`,
  ...extra,
});

const remembered = (calls: Record<string, RememberedCall[]>): Record<string, string> => ({ [TOKEN_KEY]: 'tok-1', [SHELL_CALLS_KEY]: JSON.stringify(calls) });

describe("the shell's launch calls", () => {
  it('sends what the address remembered with the stored token and its own trace id, and leaves the answers', async () => {
    const list = call('/scm/purchase/purchase-order/list?companyType=2', { method: 'POST', body: '{"pageNum":1}' });
    const { sent, left } = await launched('#/packagesSub/purchaseOrder/index', remembered({ '/packagesSub/purchaseOrder/index /packagesSub/purchaseOrder/index': [list] }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: list.url, method: 'POST', body: '{"pageNum":1}' });
    expect(sent[0]!.headers).toMatchObject({ token: 'tok-1', 'Accept-Language': 'zh-CN', containerId: 'c-1', 'content-type': 'application/json' });
    expect(sent[0]!.headers['Trace-Id']).toMatch(/^[0-9a-f]{32}$/);
    expect(left).toHaveLength(1);
    expect(left![0]).toMatchObject({ signature: list.signature, token: 'tok-1', traceId: sent[0]!.headers['Trace-Id'] });
    expect(await left![0]!.answer).toEqual({ status: 200, gray: '0', body: { code: 0 }, url: list.url });
  });

  it("sends only the exact address's calls (not a longer path's), its query included", async () => {
    const stored = remembered({ '/pages/a /pages/a': [call('/a')], '/pages/a/b /pages/a/b': [call('/b')], '/pages/a?x=1 /pages/a': [call('/ax')] });
    expect((await launched('#/pages/a', stored)).sent.map((s) => s.url)).toEqual([`${API}/a`]);
    expect((await launched('#/pages/a?x=1', stored)).sent.map((s) => s.url)).toEqual([`${API}/ax`]);
    expect((await launched('#/pages/c', stored)).sent).toEqual([]);
  });

  it("sends home's calls for a launch from the home screen icon (an empty route)", async () => {
    const stored = remembered({ '/pages/index/index /pages/index/index': [call('/home')] });
    expect((await launched('#/', stored)).sent.map((s) => s.url)).toEqual([`${API}/home`]);
    expect((await launched('', stored)).sent.map((s) => s.url)).toEqual([`${API}/home`]);
  });

  it('sends the first call at once and each next one a task later', async () => {
    const stored = remembered({ '/pages/a /pages/a': [call('/a'), call('/b'), call('/c')] });
    const { sent } = launch('#/pages/a', stored);
    await Promise.resolve();
    expect(sent.map((s) => s.url)).toEqual([`${API}/a`]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map((s) => s.url)).toEqual([`${API}/a`, `${API}/b`, `${API}/c`]);
  });

  it("sends nothing in the studio's preview frame (it draws another supplier's session)", async () => {
    const stored = remembered({ '/pages/a /pages/a': [call('/a')] });
    expect((await launched('#/pages/a', stored, 'scm-studio-preview')).sent).toEqual([]);
    expect((await launched('#/pages/a', stored)).sent).toHaveLength(1);
  });

  it('sends nothing without a stored token, nothing outside the API of its own origin, and survives a spoiled record', async () => {
    const stored = remembered({ '/pages/a /pages/a': [call('/a'), { ...call('/x'), url: 'https://evil.example/mobile/api/x' }, { ...call('/y'), url: `${ORIGIN}/docs/y` }] });
    expect((await launched('#/pages/a', { ...stored, [TOKEN_KEY]: '' })).sent).toEqual([]);
    expect((await launched('#/pages/a', stored)).sent.map((s) => s.url)).toEqual([`${API}/a`]);
    const spoiled = await launched('#/pages/a', { [TOKEN_KEY]: 'tok-1', [SHELL_CALLS_KEY]: '{not json' });
    expect(spoiled).toEqual({ sent: [], left: undefined });
  });

  it('leaves a failed call as no answer (the client then asks itself)', async () => {
    const window: Record<string, unknown> = { name: '' };
    const stored = remembered({ '/pages/a /pages/a': [call('/a')] });
    vm.runInNewContext(shellCallsScript(APP), {
      window,
      location: { hash: '#/pages/a', origin: ORIGIN },
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      fetch: () => Promise.reject(new TypeError('offline')),
      crypto: webcrypto,
      URL,
      JSON,
      setTimeout,
    });
    expect(await (window[SHELL_CALLS_GLOBAL] as ShellCall[])[0]!.answer).toBeNull();
  });
});
