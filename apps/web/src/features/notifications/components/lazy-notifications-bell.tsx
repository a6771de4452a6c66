import { lazy, Suspense } from 'react';
import { loadFullManifest } from '@/lib/api.ts';
import { loadFullCatalogue } from '@/lib/i18n/index.ts';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint.ts';

/** The bell loads with its texts and endpoints, after the frame: nothing to show before they are there. */
const Bell = lazy(async () => {
  const [m] = await Promise.all([import('./notifications-bell.tsx'), loadFullCatalogue(), loadFullManifest()]);
  return { default: m.NotificationsBell };
});

/** Asked for once the screen has painted: its chunks and answer never delay the screen's first paint. */
export function LazyNotificationsBell() {
  const afterFirstPaint = useAfterFirstPaint();
  return afterFirstPaint ? <Suspense fallback={null}><Bell /></Suspense> : null;
}
