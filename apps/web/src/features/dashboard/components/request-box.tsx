import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { routeHref } from '@/config/paths.ts';

export interface RequestBoxProps {
  /** The request screen the box opens (a route key). */
  routeKey: string;
  title: string;
  text: string;
  action: string;
  children?: ReactNode;
}

/** One request box of the dashboard: a title, what it is for, and the button that opens the request screen. */
export function RequestBox({ routeKey, title, text, action, children }: RequestBoxProps) {
  const headingId = `dashboard-box-${routeKey}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5} sx={{ height: '100%' }}>
        <Typography id={headingId} variant="h6" component="h3">{title}</Typography>
        <Typography variant="body2" color="text.secondary">{text}</Typography>
        {children}
        <Stack direction="row" sx={{ mt: 'auto', pt: 1 }}>
          <Button variant="contained" component={Link} to={routeHref(routeKey)}>{action}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
