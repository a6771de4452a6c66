/**
 * Inventory screens (spec §2 "Inventory distribution (users)", "Inventory list"). The pages are
 * loaded lazily by app/inventory-screens.ts; other features reuse the movement history.
 */
export { MovementHistoryDialog, type MovementHistoryDialogProps } from './components/movement-history-dialog.tsx';
export type { HistoryKey } from './api/get-movement-history.ts';
