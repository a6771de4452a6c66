import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screens = Record<string, LazyExoticComponent<ComponentType>>;

/** Inventory screens by route key, each its own chunk. */
export const INVENTORY_SCREENS: Screens = {
  inventory: lazy(() => import('@/features/inventory/routes/inventory-list-page.tsx').then((m) => ({ default: m.InventoryListPage }))),
  inventoryDistribution: lazy(() => import('@/features/inventory/routes/distribution-page.tsx').then((m) => ({ default: m.DistributionPage }))),
};
