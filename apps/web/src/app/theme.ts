import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

/** Spec §9: theme primary colour blue. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1565c0' },
      background: { default: '#f5f7fb' },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  ptBR,
);
