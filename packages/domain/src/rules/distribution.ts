import type { DistributionType } from '../enums/index.ts';

/**
 * Spec §4 Distribution: a user's balance after a distribution of `amount` of one item.
 * INCREASE raises the balance to `amount` (never lowers it), REDUCE lowers it to `amount` (never
 * raises it), ADD_UNITS adds `amount`, REMOVE_UNITS takes `amount` away but never below 0.
 * Amounts are whole units ≥ 0; the screen and the API both use this one function.
 */
export function applyDistribution(current: number, type: DistributionType, amount: number): number {
  switch (type) {
    case 'INCREASE':
      return Math.max(current, amount);
    case 'REDUCE':
      return Math.min(current, amount);
    case 'ADD_UNITS':
      return current + amount;
    case 'REMOVE_UNITS':
      return Math.max(0, current - amount);
  }
}

/**
 * Units the distributor must give a user holding `current` (0 when the distribution takes units
 * back, which go to the distributor instead).
 */
export const unitsToGive = (current: number, type: DistributionType, amount: number): number =>
  Math.max(0, applyDistribution(current, type, amount) - current);
