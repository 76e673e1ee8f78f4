import { beforeEach, describe, expect, it, vi } from 'vitest';

// The history against a stand-in for the browser's window: entries with state and a hash, popstate on go().

interface Entry {
  state: unknown;
  hash: string;
}

function fakeWindow(initialHash: string, initialState: unknown = null) {
  const entries: Entry[] = [{ state: initialState, hash: initialHash }];
  let at = 0;
  const popListeners = new Set<() => void>();
  const hashOf = (url?: string) => (url === undefined ? entries[at]!.hash : url.slice(url.indexOf('#')));
  const win = {
    location: {
      get hash() {
        return entries[at]!.hash;
      },
    },
    history: {
      get state() {
        return entries[at]!.state;
      },
      pushState(state: unknown, _t: string, url?: string) {
        entries.splice(at + 1, entries.length, { state, hash: hashOf(url) });
        at += 1;
      },
      replaceState(state: unknown, _t: string, url?: string) {
        entries[at] = { state, hash: hashOf(url) };
      },
      go(delta: number) {
        at = Math.max(0, Math.min(entries.length - 1, at + delta));
        popListeners.forEach((l) => l());
      },
    },
    addEventListener: (_type: string, l: () => void) => popListeners.add(l),
    removeEventListener: (_type: string, l: () => void) => popListeners.delete(l),
  };
  return {
    win,
    /** the user types an address: a new entry without state, then popstate */
    type(hash: string) {
      entries.splice(at + 1, entries.length, { state: null, hash });
      at += 1;
      popListeners.forEach((l) => l());
    },
  };
}

async function freshHistory(initialHash: string, initialState: unknown = null) {
  const fake = fakeWindow(initialHash, initialState);
  vi.stubGlobal('window', fake.win);
  vi.resetModules();
  const h = await import('./hashHistory');
  const seen: string[] = [];
  h.subscribe(() => seen.push(`${h.current().action} ${h.current().location.pathname}${h.current().location.search}`));
  return { h, fake, seen };
}

describe('hashHistory', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('reads paths and queries from the hash', async () => {
    const { parseHash } = await import('./hashHistory');
    expect(parseHash('')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#/packagesSub/purchaseOrder/orderDetails?id=3&x=a%20b')).toEqual({ pathname: '/packagesSub/purchaseOrder/orderDetails', search: '?id=3&x=a%20b' });
    expect(parseHash('#pages/my/index?')).toEqual({ pathname: '/pages/my/index', search: '' });
    expect(parseHash('#/%E4%B8%AD')).toEqual({ pathname: '/中', search: '' });
  });

  it('adopts the opening entry as idx 0 and numbers pushed entries; back and forward restore them', async () => {
    const { h, seen } = await freshHistory('#/pages/index/index');
    expect(h.current().location).toMatchObject({ pathname: '/pages/index/index', key: 'default', idx: 0 });
    h.push('/packagesSub/purchaseOrder/index?status=1');
    const listKey = h.current().location.key;
    h.push('/packagesSub/purchaseOrder/orderDetails?id=7');
    expect(h.current().location).toMatchObject({ idx: 2, search: '?id=7' });
    h.go(-1);
    expect(h.current()).toMatchObject({ action: 'POP', location: { pathname: '/packagesSub/purchaseOrder/index', key: listKey, idx: 1 } });
    h.go(1);
    expect(h.current().location).toMatchObject({ idx: 2, pathname: '/packagesSub/purchaseOrder/orderDetails' });
    expect(seen).toEqual([
      'PUSH /packagesSub/purchaseOrder/index?status=1',
      'PUSH /packagesSub/purchaseOrder/orderDetails?id=7',
      'POP /packagesSub/purchaseOrder/index?status=1',
      'POP /packagesSub/purchaseOrder/orderDetails?id=7',
    ]);
  });

  it('replaces in place with a new key (a fresh screen), keeping the position', async () => {
    const { h } = await freshHistory('#/a');
    h.push('/b');
    const before = h.current().location;
    h.replace('/c');
    expect(h.current()).toMatchObject({ action: 'REPLACE', location: { pathname: '/c', idx: before.idx } });
    expect(h.current().location.key).not.toBe(before.key);
    expect(window.history.state).toMatchObject({ idx: 1, key: h.current().location.key });
  });

  it('keeps the position of an entry after a reload mid-stack', async () => {
    const { h } = await freshHistory('#/b', { key: 'k1', idx: 3 });
    expect(h.current().location).toMatchObject({ pathname: '/b', key: 'k1', idx: 3 });
  });

  it('makes an address typed into the bar an entry of its own above the one before', async () => {
    const { h, fake } = await freshHistory('#/a');
    h.push('/b');
    fake.type('#/c?q=1');
    expect(h.current()).toMatchObject({ action: 'POP', location: { pathname: '/c', search: '?q=1', idx: 2 } });
    expect(window.history.state).toMatchObject({ idx: 2 });
  });

  it('sees an address typed while no screen listens (start-up, between screens)', async () => {
    const fake = fakeWindow('#/a');
    vi.stubGlobal('window', fake.win);
    vi.resetModules();
    const h = await import('./hashHistory');
    expect(h.current().location.pathname).toBe('/a');
    fake.type('#/b');
    expect(h.current().location.pathname).toBe('/b');
    const unsubscribe = h.subscribe(() => {});
    unsubscribe();
    fake.type('#/c');
    expect(h.current().location.pathname).toBe('/c');
  });
});
