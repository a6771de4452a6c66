import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';

export interface NotFoundPageProps {
  titleKey: string;
  textKey: string;
  /** Where the one way forward goes, and what it says. */
  actionHref: string;
  actionLabelKey: string;
  testId: string;
}

/**
 * An address that leads nowhere says so, with a way forward, instead of silently landing the user
 * on another screen (an unknown path, a request of another programme or one the profile cannot see).
 */
export function NotFoundPage({ titleKey, textKey, actionHref, actionLabelKey, testId }: NotFoundPageProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid={testId}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">{t(titleKey)}</Typography>
        <Typography>{t(textKey)}</Typography>
        <Button component={Link} to={actionHref} variant="contained">{t(actionLabelKey)}</Button>
      </Stack>
    </Paper>
  );
}
