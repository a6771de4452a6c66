import type { Theme } from '@mui/material/styles';
import { phoneRows } from '@/components/data-table/index.ts';

/**
 * The dashboard's tables on a phone: each row a card (the lists' layout, `phoneRows`), its row
 * header as the card's title and each cell under its column's name (`data-label`).
 */
export const phoneCards = (theme: Theme) => ({
  ...phoneRows(theme),
  [theme.breakpoints.down('sm')]: {
    ...phoneRows(theme)[theme.breakpoints.down('sm')],
    '& tbody th': { display: 'block', border: 0, px: 2, pt: 0.5, pb: 0.25, fontWeight: 600 },
  },
});
