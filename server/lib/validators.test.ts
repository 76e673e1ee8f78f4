import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiDocsEnabled } from './apiDocs';
import { registerValidators, withKitRules } from './validators';

// The kit's input rules without a database: what the validators make of bodies, query strings and paths.

async function echo() {
  const app = Fastify();
  registerValidators(app);
  const schema = {
    type: 'object',
    additionalProperties: false,
    properties: {
      n: { type: 'integer', minimum: 1, maximum: 100 },
      s: { type: 'string' },
      d: { type: 'string', format: 'date' },
      status: { type: 'array', 'x-oneOrMany': true, items: { type: 'integer', enum: [2, 3] } },
      flag: { type: 'boolean' },
    },
  };
  app.post('/b', { schema: { body: schema } }, async (req) => ({ got: req.body }));
  app.get('/q', { schema: { querystring: schema } }, async (req) => ({ got: req.query }));
  await app.ready();
  return {
    body: async (payload: string) => (await app.inject({ method: 'POST', url: '/b', payload, headers: { 'content-type': 'application/json' } })).json(),
    query: async (qs: string) => (await app.inject({ method: 'GET', url: `/q?${qs}` })).json(),
  };
}

describe('input validators', () => {
  it('bodies are typed: no string for a number, no list for a value, no number for text', async () => {
    const { body } = await echo();
    expect((await body('{"n":5,"s":"x","flag":true}')).got).toEqual({ n: 5, s: 'x', flag: true });
    for (const bad of ['{"n":"5"}', '{"n":[5]}', '{"n":true}', '{"s":false}', '{"s":5}', '{"flag":"true"}', '{"n":1e309}']) {
      expect((await body(bad)).statusCode, bad).toBe(400);
    }
  });

  it('a one-or-many list takes one code or several, in a body as in a query string', async () => {
    const { body, query } = await echo();
    expect((await body('{"status":2}')).got).toEqual({ status: [2] });
    expect((await body('{"status":[2,3]}')).got).toEqual({ status: [2, 3] });
    expect((await query('status=2')).got).toEqual({ status: [2] });
    expect((await query('status=2&status=3')).got).toEqual({ status: [2, 3] });
    expect((await body('{"status":4}')).statusCode).toBe(400);
  });

  it('query strings are coerced from plain decimal text only', async () => {
    const { query } = await echo();
    expect((await query('n=7&flag=true')).got).toEqual({ n: 7, flag: true });
    for (const bad of ['n=Infinity', 'n=1e309', 'n=1e1', 'n=0x3', 'n=%203', 'n=', 'flag=1', 'status=0x2']) {
      expect((await query(bad)).statusCode, bad).toBe(400);
    }
  });

  it('strings are storable text: no NUL, no lone surrogate; emoji and CJK are text', async () => {
    const { body, query } = await echo();
    expect((await body('{"s":"订单 🍎"}')).got).toEqual({ s: '订单 🍎' });
    for (const bad of ['{"s":"a\\u0000"}', '{"s":"\\ud83d"}', '{"s":"\\ude00x"}']) expect((await body(bad)).statusCode, bad).toBe(400);
    expect((await query('s=a%00')).statusCode).toBe(400);
  });

  it('dates are calendar days of 1900–9999', async () => {
    const { body } = await echo();
    expect((await body('{"d":"2024-02-29"}')).got).toEqual({ d: '2024-02-29' });
    for (const d of ['0000-01-01', '1899-12-31', '2023-02-29', '2024-04-31', '2024-00-10', '+2024-01-01']) {
      expect((await body(`{"d":"${d}"}`)).statusCode, d).toBe(400);
    }
  });

  it('adds the rules at every depth, and int bounds only where none are declared', () => {
    const ruled = withKitRules({
      type: 'object',
      properties: {
        list: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
        id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      },
    }) as any;
    expect(ruled.properties.list.items.anyOf[0]).toEqual({ type: 'string', storableText: true });
    expect(ruled.properties.list.items.anyOf[1]).toEqual({ type: 'integer', minimum: -2147483648, maximum: 2147483647 });
    expect(ruled.properties.id).toEqual({ type: 'integer', minimum: 1, maximum: 9007199254740991 });
  });
});

describe('API docs switch', () => {
  it('SCM_API_DOCS decides; unset, development (npm run serve, NODE_ENV) serves them and npm start does not', () => {
    expect(apiDocsEnabled({ SCM_API_DOCS: '1' })).toBe(true);
    expect(apiDocsEnabled({ SCM_API_DOCS: '0', NODE_ENV: 'development' })).toBe(false);
    expect(apiDocsEnabled({ npm_lifecycle_event: 'serve' })).toBe(true);
    expect(apiDocsEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(apiDocsEnabled({ npm_lifecycle_event: 'start' })).toBe(false);
    expect(apiDocsEnabled({})).toBe(false);
  });
});
