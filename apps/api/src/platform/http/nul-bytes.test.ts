import { describe, expect, it } from 'vitest';
import { hasNul } from './nul-bytes.ts';

describe('hasNul', () => {
  it('finds a NUL in a value, a key or an array item', () => {
    expect(hasNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(hasNul({ 'k\u0000': 1 })).toBe(true);
    expect(hasNul({ a: ['x', { b: 'y' }], n: 1, z: null })).toBe(false);
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = i % 2 ? [deep] : { v: deep };
    expect(hasNul(deep)).toBe(true);
  });
});
