/** The stock chip of the request screens: the signed-in user's units of one inventory item. */
export { StockChip, type StockChipProps } from './stock-chip.tsx';
export { stockKeys, useInventoryAmount, type StockKey } from './get-inventory-amount.ts';
