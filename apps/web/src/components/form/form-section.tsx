import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One titled part of the request form. */
export function FormSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Stack spacing={2}>
        <Typography id={id} variant="h6" component="h2">{title}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}
