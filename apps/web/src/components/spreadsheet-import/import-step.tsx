import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One numbered step of an import: its number, what to do, a hint, and the step's action. */
export function ImportStep({ n, label, hint, children }: { n: number; label: string; hint: ReactNode; children?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <Typography component="span" aria-hidden sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText',
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700, flexShrink: 0 }}>{n}</Typography>
      <Stack sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle2" component="h3">{label}</Typography>
        <Typography variant="body2" color="text.secondary" component="div">{hint}</Typography>
      </Stack>
      {children}
    </Stack>
  );
}
