/** The inventory module as other modules (and the seed, the reconciliation command) see it. */
export { inventoryRoutes } from './inventory.routes.ts';
export { reconcileLedger, type LedgerDifference, type ReconciliationReport } from './reconcile.repository.ts';
export { ensureBalances, lockBalances, postMovements, type LedgerKey, type Movement, type MovementMeta } from './ledger.repository.ts';
