import fc from 'fast-check';
import { RawJson } from './http';

/**
 * Values a hostile or broken client sends, by family. Every family the reliability issue names is here: wrong
 * types, huge strings, deep nesting, NUL, lone surrogates, emoji, negative / huge / NaN / Infinity numbers and their
 * string forms, arrays for objects, SQL and script fragments, path traversal, impossible dates.
 */

const deep = (n: number, open: string, close: string, inner = '1') => new RawJson(open.repeat(n) + inner + close.repeat(n));

export const nastyStrings: string[] = [
  '', ' ', '\t\n', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\ud83dx', '😀', '👨‍👩‍👧‍👦'.repeat(30), '𠜎𠜱', '\u202e\u2066', '\ufeff1',
  "' or 1=1 --", "'; drop table supplier; --", '1; select pg_sleep(5)--', '\\', '%', '_', "O'Brien", '$1', '::int',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{constructor.constructor("alert(1)")()}}', '${7*7}',
  '../../../../etc/passwd', '..\\..\\windows', '%2e%2e%2f', '%00', '%ff', '/mobile/api/../../', 'file:///etc/passwd',
  'Infinity', '-Infinity', 'NaN', '1e309', '-1e309', '0x3', '0b1', '0o7', '1e2', ' 1', '1 ', '+1', '-0', '00001', '1.0', '1,000', '１２', '١',
  '9007199254740993', '2147483648', '-2147483649', '99999999999999999999999', 'true', 'false', 'null', 'undefined', '[]', '{}',
  '2024-02-30', '2023-02-29', '0000-01-01', '0000-00-00', '9999-12-31', '2024-13-01', '2024-1-1', '+275760-09-13', '-000001-01-01',
  '2024-12-31T25:00:00', '1970-01-01', '2024-06-01 ', '２０２４-０１-０１',
  '__proto__', 'constructor', 'prototype', 'hasOwnProperty',
];

const nastyNumbers: unknown[] = [
  -1, 0, 1.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e300, -1e300, Number.MAX_VALUE, Number.MIN_VALUE,
  new RawJson('1e309'), new RawJson('-1e309'), new RawJson('-0'), new RawJson('1.0'), new RawJson('1e2'), new RawJson('1E+400'),
  new RawJson('0.0000000000000000000000000000001'), new RawJson('123456789012345678901234567890'),
];

const nastyShapes: unknown[] = [
  true, false, null, [], [1], [[[]]], {}, { a: 1 }, [{}], ['1'], { id: 1 }, { $gt: 0 }, JSON.parse('{"__proto__":{"admin":true}}'),
  deep(2000, '[', ']'), deep(2000, '{"a":', '}'), Array.from({ length: 5000 }, (_, i) => i), Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
];

export const hugeString = () => fc.constantFrom('a'.repeat(70_000), '中'.repeat(30_000), '\u0000'.repeat(1000), '😀'.repeat(20_000));

/** Any hostile value. */
export const nastyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...nastyStrings) },
    { weight: 3, arbitrary: fc.constantFrom(...nastyNumbers) },
    { weight: 3, arbitrary: fc.constantFrom(...nastyShapes) },
    { weight: 1, arbitrary: hugeString() },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );

/** Path segments: traversal, bad percent-encoding, numbers that are not plain ids. Sent without further encoding. */
export const nastyPathSegment = (): fc.Arbitrary<RawJson> =>
  fc
    .constantFrom(
      '..', '../..', '..%2f..%2f', '%2e%2e', '%ff', '%00', '%', '%zz', '%c0%af', '-1', '0', '1.5', '1e3', '0x10', '9'.repeat(30), '%EF%BC%91%EF%BC%92',
      'Infinity', 'NaN', 'null', '%20', 'a', '1;select', "1'", '%3Cscript%3E', '1%0d%0aX-Injected:%201', `${'9'.repeat(400)}`,
    )
    .map((s) => new RawJson(s));

/** Whole bodies that are not what a route reads: other JSON types, broken JSON, other content types, bad bytes. */
export const nastyRawBody = (): fc.Arbitrary<{ rawBody: string | Buffer; contentType?: string }> =>
  fc.constantFrom<{ rawBody: string | Buffer; contentType?: string }>(
    { rawBody: '' },
    { rawBody: 'null' },
    { rawBody: '[]' },
    { rawBody: '"x"' },
    { rawBody: '1e309' },
    { rawBody: '{' },
    { rawBody: '{"a":1,}' },
    { rawBody: "{'a':1}" },
    { rawBody: '{"__proto__":{"x":1}}' },
    { rawBody: '{"constructor":{"prototype":{"x":1}}}' },
    { rawBody: '{"a":1}{"b":2}' },
    { rawBody: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { rawBody: Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]) },
    { rawBody: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { rawBody: '{}', contentType: 'text/plain' },
    { rawBody: '{}', contentType: 'application/json; charset=latin1' },
    { rawBody: '<x/>', contentType: 'application/xml' },
    { rawBody: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
    { rawBody: '['.repeat(100_000) + ']'.repeat(100_000) },
    { rawBody: `{"a":"${'x'.repeat(2_200_000)}"}` },
  );

/** Headers a client may send wrong. */
export const nastyHeaders = (): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    fc.constantFrom('en', 'zh-CN', 'xx', '*', 'en;q=abc', '', 'a'.repeat(5000), 'zh-CN,zh;q=0.9,en;q=0.8').map((v) => ({ 'accept-language': v })),
    fc.constantFrom('x', '', 'a'.repeat(10_000), "' or 1=1 --", '1.2.3.4, 5.6.7.8').map((v) => ({ 'x-forwarded-for': v })),
  );
