import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { theme } from './theme.ts';

/**
 * The theme and the baseline styles, compiled into `cache`: the app's (app/style-cache.ts) in the
 * browser, a collecting one for the documents' first paint (app/first-paint). The system
 * ThemeProvider scoped to MUI's THEME_ID is what MUI's own provider renders without CSS variables,
 * minus the colour-scheme machinery we do not use.
 */
export function ThemedStyles({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} themeId={THEME_ID}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
