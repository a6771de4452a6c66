import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const PlaceholderPage = lazy(() => import('@/components/placeholder-page.tsx'));

/**
 * Screens built so far, by route key; each later issue adds its lazy screen here. Every other
 * allowed route shows the generic placeholder titled with its menu label.
 */
const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {};

export function Screen({ routeKey }: { routeKey: string }) {
  const Built = SCREENS[routeKey];
  return Built ? <Built /> : <PlaceholderPage key={routeKey} routeKey={routeKey} />;
}
