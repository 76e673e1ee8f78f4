import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred } from './deferred';

// A picker's popup fetched while the form was idle opens in the same commit as the tap; a fetch that failed
// (offline for a moment) is tried again on the next use.

const Hello = ({ name }: { name: string }) => createElement('b', null, `hello ${name}`);

describe('deferred parts', () => {
  it('draws a part already fetched at once, without suspending', async () => {
    const part = deferred(async () => ({ default: Hello }));
    await part.preload();
    expect(renderToString(createElement(part.Component, { name: 'form' }))).toBe('<b>hello form</b>');
  });

  it('fetches once, and again after a failure', async () => {
    let calls = 0;
    const part = deferred(async () => {
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
