import type { Theme } from '@mui/material/styles';

/**
 * Below the `sm` breakpoint the table's rows become stacked cards: each cell on its own line under
 * its column name (`data-label`), the actions in view, nothing scrolling sideways. One markup for
 * both layouts, so every list (and every test) sees the same rows and buttons.
 */
export const phoneRows = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& table, & tbody, & tbody tr, & tbody td': { display: 'block', width: '100%' },
    '& thead': { display: 'block' },
    '& thead tr': { display: 'flex' },
    '& thead th:not([data-select])': { display: 'none' },
    '& tbody tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& tbody td': { border: 0, py: 0.25, textAlign: 'left', whiteSpace: 'normal', overflowWrap: 'anywhere' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)', display: 'block', fontSize: theme.typography.caption.fontSize, fontWeight: 600, color: theme.palette.text.secondary,
    },
    '& tbody td[data-actions]': { textAlign: 'left', whiteSpace: 'normal' },
  },
});

/**
 * Narrower cell sides from tablet width up (the phone's stacked cards keep theirs), and long values
 * (a name, a decision "Rejeitado por …") may break anywhere, so the columns fit beside the pinned actions.
 */
export const compactCells = (theme: Theme) => ({
  [theme.breakpoints.up('sm')]: {
    '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) },
    '& .MuiTableCell-body': { overflowWrap: 'anywhere' },
  },
});

/** The pager wraps on a phone and drops its "rows per page" label, so count and arrows stay in view. */
export const phonePager = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 1 },
    '& .MuiTablePagination-selectLabel': { display: 'none' },
    '& .MuiTablePagination-spacer': { display: 'none' },
  },
});
