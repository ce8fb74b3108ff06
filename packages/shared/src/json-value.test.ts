import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsNul, jsonDepth, JsonValue, storableJson } from './json-value.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

describe('jsonDepth', () => {
  it('counts the levels of arrays and objects; a scalar is 0', () => {
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth([])).toBe(1);
    expect(jsonDepth({ a: [1, { b: {} }] })).toBe(4);
  });

  it('measures any depth without overflowing, stopping once past the limit', () => {
    expect(jsonDepth(nested(100_000))).toBe(limits.maxJsonDepth + 1);
    expect(jsonDepth(nested(100_000), Infinity)).toBe(100_000);
  });
});

describe('JsonValue', () => {
  it(`accepts ${limits.maxJsonDepth} levels and refuses one more in Spanish`, () => {
    expect(JsonValue.safeParse(nested(limits.maxJsonDepth)).success).toBe(true);
    const refused = JsonValue.safeParse(nested(limits.maxJsonDepth + 1));
    expect(refused.error?.issues[0]?.message).toBe(messages.jsonTooDeep);
  });

  it('a copy keeps a value within the limit and drops a deeper one', () => {
    const ok = { type: 'doc', content: [{ type: 'p' }] };
    expect(storableJson(ok)).toBe(ok);
    expect(storableJson(nested(2_500))).toBeNull();
  });
});

describe('containsNul', () => {
  it('finds a NUL in a string, a nested string or a key', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['x', 1, null, true] })).toBe(false);
  });

  it('agrees with a plain search of the JSON text for any value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(containsNul(value)).toBe(JSON.stringify(value).includes('\\u0000'));
      }),
      { seed: 18, numRuns: 300 },
    );
  });
});
