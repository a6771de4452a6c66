import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import { BRAND } from '@/config/brand.ts';

/**
 * Spec §9: theme primary colour blue. The pt-BR texts of MUI's components are given as options,
 * not as a second argument, which createTheme would deep-merge into a copy of the whole theme on
 * every page load.
 */
export const theme = createTheme({
  palette: {
    primary: { main: BRAND.primary },
    // Darker than MUI's default orange so white text on warning chips meets WCAG AA (4.5:1).
    warning: { main: '#b45309', contrastText: '#ffffff' },
    // The same for info (a SCHEDULED request's chip): MUI's #0288d1 gives white text only 3.9:1.
    info: { main: '#01579b', contrastText: '#ffffff' },
    background: { default: BRAND.background },
  },
  shape: { borderRadius: 8 },
  components: {
    ...ptBR.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    // The top bar is fixed: whatever is scrolled to (a focused notice, an anchor) stops below it, not under it.
    MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: 72 } } },
  },
});
