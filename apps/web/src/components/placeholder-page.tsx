import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';

export interface PlaceholderPageProps {
  /** A route key of the shared route table: the title is its menu label. */
  routeKey?: string;
  /** Or an explicit catalogue key for pages outside the route table. */
  titleKey?: string;
}

/** The one stand-in for every screen a later issue builds, titled with the route's label. */
export default function PlaceholderPage({ routeKey, titleKey }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const title = t(titleKey ?? `menu.${routeKey ?? 'dashboard'}`);
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid={routeKey ? `screen-${routeKey}` : undefined}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{t('placeholder.text')}</Typography>
    </Paper>
  );
}
