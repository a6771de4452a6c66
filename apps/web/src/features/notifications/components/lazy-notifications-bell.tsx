import { lazy, Suspense } from 'react';
import { loadFullManifest } from '@/lib/api.ts';
import { loadFullCatalogue } from '@/lib/i18n/index.ts';

/** The bell loads with its texts and endpoints, after the frame: nothing to show before they are there. */
const Bell = lazy(async () => {
  const [m] = await Promise.all([import('./notifications-bell.tsx'), loadFullCatalogue(), loadFullManifest()]);
  return { default: m.NotificationsBell };
});

export function LazyNotificationsBell() {
  return <Suspense fallback={null}><Bell /></Suspense>;
}
