/** The inventory module as other modules see it. */
export { inventoryRoutes } from './inventory.routes.ts';
export { reconcileLedger, type LedgerDifference, type ReconciliationReport } from './reconcile.repository.ts';
export { lockVouchers, spendVouchers, moveVouchersByGroup, type VoucherOwner, type VoucherChild } from './vouchers.repository.ts';
