import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISTRIBUTION_TYPES } from '../enums/index.ts';
import { applyDistribution, unitsToGive } from './index.ts';

describe('applyDistribution (spec §4)', () => {
  it('INCREASE sets the larger of current and entered', () => {
    expect(applyDistribution(3, 'INCREASE', 10)).toBe(10);
    expect(applyDistribution(12, 'INCREASE', 10)).toBe(12);
    expect(applyDistribution(10, 'INCREASE', 10)).toBe(10);
    expect(applyDistribution(0, 'INCREASE', 0)).toBe(0);
  });

  it('REDUCE sets the smaller of current and entered', () => {
    expect(applyDistribution(12, 'REDUCE', 10)).toBe(10);
    expect(applyDistribution(3, 'REDUCE', 10)).toBe(3);
    expect(applyDistribution(7, 'REDUCE', 0)).toBe(0);
  });

  it('ADD_UNITS adds', () => {
    expect(applyDistribution(0, 'ADD_UNITS', 10)).toBe(10);
    expect(applyDistribution(5, 'ADD_UNITS', 10)).toBe(15);
    expect(applyDistribution(5, 'ADD_UNITS', 0)).toBe(5);
  });

  it('REMOVE_UNITS subtracts with a floor of 0', () => {
    expect(applyDistribution(15, 'REMOVE_UNITS', 10)).toBe(5);
    expect(applyDistribution(10, 'REMOVE_UNITS', 10)).toBe(0);
    expect(applyDistribution(3, 'REMOVE_UNITS', 10)).toBe(0);
  });

  const balance = fc.nat({ max: 1_000_000 });
  const type = fc.constantFrom(...DISTRIBUTION_TYPES);

  it('never leaves a negative balance', () => {
    fc.assert(fc.property(balance, type, balance, (current, t, amount) => {
      expect(applyDistribution(current, t, amount)).toBeGreaterThanOrEqual(0);
    }));
  });

  it('INCREASE and ADD_UNITS never lower a balance; REDUCE and REMOVE_UNITS never raise it', () => {
    fc.assert(fc.property(balance, balance, (current, amount) => {
      expect(applyDistribution(current, 'INCREASE', amount)).toBeGreaterThanOrEqual(current);
      expect(applyDistribution(current, 'ADD_UNITS', amount)).toBeGreaterThanOrEqual(current);
      expect(applyDistribution(current, 'REDUCE', amount)).toBeLessThanOrEqual(current);
      expect(applyDistribution(current, 'REMOVE_UNITS', amount)).toBeLessThanOrEqual(current);
    }));
  });

  it('INCREASE and REDUCE are idempotent; an amount of 0 changes nothing but REDUCE', () => {
    fc.assert(fc.property(balance, balance, (current, amount) => {
      for (const t of ['INCREASE', 'REDUCE'] as const) {
        const once = applyDistribution(current, t, amount);
        expect(applyDistribution(once, t, amount)).toBe(once);
      }
      expect(applyDistribution(current, 'INCREASE', 0)).toBe(current);
      expect(applyDistribution(current, 'ADD_UNITS', 0)).toBe(current);
      expect(applyDistribution(current, 'REMOVE_UNITS', 0)).toBe(current);
      expect(applyDistribution(current, 'REDUCE', 0)).toBe(0);
    }));
  });
});

describe('unitsToGive', () => {
  it('is what the balance rises by, and 0 when units are taken back', () => {
    expect(unitsToGive(3, 'INCREASE', 10)).toBe(7);
    expect(unitsToGive(12, 'INCREASE', 10)).toBe(0);
    expect(unitsToGive(5, 'ADD_UNITS', 10)).toBe(10);
    expect(unitsToGive(12, 'REDUCE', 10)).toBe(0);
    expect(unitsToGive(12, 'REMOVE_UNITS', 10)).toBe(0);
  });

  it('equals the rise of the balance, never negative', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.constantFrom(...DISTRIBUTION_TYPES), fc.nat(10_000), (current, t, amount) => {
      const given = unitsToGive(current, t, amount);
      expect(given).toBeGreaterThanOrEqual(0);
      expect(given).toBe(Math.max(0, applyDistribution(current, t, amount) - current));
    }));
  });
});
