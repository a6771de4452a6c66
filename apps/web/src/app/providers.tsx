import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useReleasesFirstPaint } from '@/lib/first-paint.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { styleCache } from './style-cache.ts';
import { ThemedStyles } from './themed-styles.tsx';
import { ToastHost } from './toast-host.tsx';
import { GlobalLoadingOverlay } from '@/components/global-loading-overlay.tsx';

/** Theme, server state and the (lazily mounted) toast host; the document's first paint gives way at the first commit. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useReleasesFirstPaint();
  return (
    <ThemedStyles cache={styleCache}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
        <GlobalLoadingOverlay />
      </QueryClientProvider>
    </ThemedStyles>
  );
}
