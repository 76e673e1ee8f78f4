import { Suspense } from 'react';
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
});
