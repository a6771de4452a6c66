import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonNestsDeeperThan } from './json-body.ts';

/** How many objects and arrays nest inside one another in a parsed value. */
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

describe('jsonNestsDeeperThan', () => {
  it('measures the nesting of any JSON text exactly, brackets inside strings and escapes not counted', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
      const text = JSON.stringify(value);
      const depth = depthOf(value);
      expect(jsonNestsDeeperThan(text, depth)).toBe(false);
      if (depth > 0) expect(jsonNestsDeeperThan(text, depth - 1)).toBe(true);
    }), { numRuns: 500 });
  });

  it('stops at the first level past the limit on a long text', () => {
    expect(jsonNestsDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[\\"{{{{' }), 1)).toBe(false);
  });
});
