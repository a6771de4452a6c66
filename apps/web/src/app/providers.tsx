import { useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client.ts';
import { styleCache } from './style-cache.ts';
import { theme } from './theme.ts';
import { ToastHost } from './toast-host.tsx';
import { GlobalLoadingOverlay } from '@/components/global-loading-overlay.tsx';

/**
 * Theme, server state and the (lazily mounted) toast host. The system ThemeProvider
 * scoped to MUI's THEME_ID is what MUI's own provider renders without CSS variables, minus the
 * colour-scheme machinery we do not use.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme} themeId={THEME_ID}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          {children}
          <ToastHost />
          <GlobalLoadingOverlay />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
