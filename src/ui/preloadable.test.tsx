import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Screen = ({ name }: { name: string }) => <p>screen {name}</p>;

function inSuspense(node: React.ReactNode): string {
  return renderToString(<Suspense fallback={<i>waiting</i>}>{node}</Suspense>);
}

describe('preloadable', () => {
  it('suspends while its module is on its way, and draws at once once it has arrived', async () => {
    let calls = 0;
    const { Component, preload } = preloadable(async () => {
      calls++;
      return { default: Screen };
    });
    expect(inSuspense(<Component name="a" />)).toContain('waiting');
    await preload();
    expect(inSuspense(<Component name="a" />)).toContain('screen <!-- -->a');
    expect(renderToString(<Component name="b" />)).toContain('screen <!-- -->b');
    expect(calls).toBe(1);
  });

  it('hands a failed load to the error boundary once, then asks again', async () => {
    let fail = true;
    const { Component, preload } = preloadable(async () => {
      if (fail) throw new Error('chunk gone');
      return { default: Screen };
    });
    await expect(preload()).rejects.toThrow('chunk gone');
    expect(() => renderToString(<Component name="a" />)).toThrow('chunk gone');
    // (React's development build renders a component once more to describe it, which may have asked again.)
    await preload().catch(() => undefined);
    fail = false;
    // A failed promise is not kept: the next load asks again.
    await preload();
    expect(renderToString(<Component name="a" />)).toContain('screen');
  });

  // A picker's popup fetched while the form was idle opens in the same commit as the tap; a fetch that failed
  // (offline for a moment) is tried again on the next use.
  const Hello = ({ name }: { name: string }) => createElement('b', null, `hello ${name}`);

  it('draws a part already fetched at once, without suspending', async () => {
    const part = preloadable(async () => ({ default: Hello }));
    await part.preload();
    expect(renderToString(createElement(part.Component, { name: 'form' }))).toBe('<b>hello form</b>');
  });

  it('draws a part handed over by a module that imported it, and never fetches it', async () => {
    let calls = 0;
    const part = preloadable(async () => {
      calls += 1;
      return { default: Hello };
    });
    part.provide(Hello);
    expect(renderToString(createElement(part.Component, { name: 'page' }))).toBe('<b>hello page</b>');
    await part.preload();
    expect(calls).toBe(0);
  });

  it('fetches once, and again after a failure', async () => {
    let calls = 0;
    const part = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { default: Hello };
    });
    await expect(part.preload()).rejects.toThrow('offline');
    await part.preload();
    await part.preload();
    expect(calls).toBe(2);
  });
});
