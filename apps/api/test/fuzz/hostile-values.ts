import fc from 'fast-check';

// What an attacker (or a broken client) sends: wrong types, huge and odd unicode strings, NUL
// bytes, injection strings, encoded traversal. Shared by every operation the fuzz test tries.

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR '1'='1' --",
  '"; DROP TABLE trips; --',
  '1; select pg_sleep(10)--',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '🦁'.repeat(300),
  'Ω≈ç√∫˜µ≤≥÷',
  'a'.repeat(10_000),
  '\r\nX-Injected: 1',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  '0x1A',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2024-02-30',
  '9999-12-31',
  '0000-00-00',
  '2026-13-01T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-fffffffffffff',
];

/** Written into a URL as they are: already percent-encoded, or malformed on purpose. */
export const RAW_PATH_SEGMENTS = ['%00', '%ff', '%2e%2e%2f%2e%2e%2f', '..', '.', '%', '%G0', '%252e', 'a%00b', '%c0%ae'];

export const MALFORMED_JSON = [
  '{"a":',
  '{"a":1}}',
  '{a:1}',
  "{'a':1}",
  '[1,2',
  '\u0000',
  '',
  'nul',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":"\\ud800"}',
  `{"a":"${'x'.repeat(100_000)}"}`,
  '1'.repeat(500),
];

export const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json, text/html',
];

export function hostileString(valid: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
    { weight: 2, arbitrary: valid.length > 0 ? fc.constantFrom(...valid) : fc.constant('x') },
  );
}

export function hostileValue(valid: readonly string[]): fc.Arbitrary<unknown> {
  const text = hostileString(valid);
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(text, tie('value'), { maxKeys: 4 }),
    ),
  }));
  return value;
}
