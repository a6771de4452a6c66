import { memo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DASHBOARD_QUICK_ACCESS, type ProcedureType } from '@portal/domain';
import { routeHref } from '@/config/paths.ts';

export interface QuickAccessCardsProps {
  /** Route keys the user may open: a card shows only when its list screen is allowed. */
  allowedKeys: ReadonlySet<string>;
  /** Requests per type; undefined while loading. */
  counts: ReadonlyMap<ProcedureType, number> | undefined;
}

/** Spec §2 Dashboard: the quick-access cards (first medicine, exams, patient procedures) with their counts. */
export const QuickAccessCards = memo(function QuickAccessCards({ allowedKeys, counts }: QuickAccessCardsProps) {
  const { t } = useTranslation();
  const cards = DASHBOARD_QUICK_ACCESS.filter((c) => allowedKeys.has(c.routeKey));
  if (cards.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-quick-access">
      <Typography id="dashboard-quick-access" variant="h6" component="h2" gutterBottom>{t('dashboard.quickAccessTitle')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {cards.map(({ type, routeKey }) => (
          <Card key={type} variant="outlined" data-testid={`dashboard-card-${type}`}>
            <CardActionArea component={Link} to={routeHref(routeKey)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3">{t(`dashboard.cards.${type}`)}</Typography>
                <Typography variant="body2" color="text.secondary">{t('dashboard.requestCount')}</Typography>
                <Typography variant="h4" component="p" data-testid={`dashboard-count-${type}`}>
                  {counts ? counts.get(type) ?? 0 : <Skeleton width={48} />}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
});
