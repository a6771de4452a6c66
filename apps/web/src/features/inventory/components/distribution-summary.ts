import { UNLIMITED_AMOUNT, unitsToGive, type DistributionType } from '@portal/domain';

export interface SummaryInput {
  type: DistributionType;
  /** The amount typed (NaN while it is not a number). */
  amount: number;
  /** Balances of the selected users whose balance is on screen. */
  knownBalances: readonly number[];
  /** Selected users whose balance is not on screen (every user of the filter beyond this page). */
  unknownUsers: number;
  /** What the caller may give (-1 unlimited); undefined while loading. */
  available: number | undefined;
}

/** How the required stock compares with the stock: red over it, yellow equal to it (spec §2). */
export type StockStatus = 'ok' | 'equal' | 'over';

export interface DistributionSummary {
  users: number;
  required: number;
  /** The required stock counts unseen users as holding nothing (INCREASE over a whole filter). */
  upperBound: boolean;
  unlimited: boolean;
  status: StockStatus;
  /** Spec §5: amount above 0, someone selected, and no more than the stock. */
  canSubmit: boolean;
}

/** The three stock cards and the submit rule of the distribution screen. */
export function summarizeDistribution({ type, amount, knownBalances, unknownUsers, available }: SummaryInput): DistributionSummary {
  const units = Number.isInteger(amount) && amount > 0 ? amount : 0;
  const users = knownBalances.length + unknownUsers;
  const required = knownBalances.reduce((sum, current) => sum + unitsToGive(current, type, units), 0)
    + unknownUsers * unitsToGive(0, type, units);
  const unlimited = available === UNLIMITED_AMOUNT;
  const status: StockStatus = unlimited || available === undefined ? 'ok'
    : required > available ? 'over' : required === available && required > 0 ? 'equal' : 'ok';
  return {
    users,
    required,
    upperBound: type === 'INCREASE' && unknownUsers > 0,
    unlimited,
    status,
    canSubmit: units > 0 && users > 0 && available !== undefined && status !== 'over',
  };
}
