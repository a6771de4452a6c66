import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { AdverseEventForm } from '../components/adverse-event-form.tsx';

/** /adverse-events/new: the signed-in doctor reports a suspected adverse event. */
export function AdverseEventPage() {
  const { t } = useTranslation();
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{t('adverseEvents.title')}</Typography>
        <AdverseEventForm />
      </CardContent>
    </Card>
  );
}
