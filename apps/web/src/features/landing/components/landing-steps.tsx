import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';

const STEPS = [1, 2, 3, 4] as const;

/** The four steps to start using the portal. */
export function LandingSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-steps-title">
      <Typography id="landing-steps-title" variant="h4" component="h2" gutterBottom>
        {t('landing.stepsTitle')}
      </Typography>
      <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {STEPS.map((step) => (
          <Grid key={step} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }} aria-hidden>
                  {step}
                </Avatar>
                <Typography variant="h6" component="h3">
                  {t(`landing.step${step}Title`)}
                </Typography>
                <Typography color="text.secondary">{t(`landing.step${step}Text`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
