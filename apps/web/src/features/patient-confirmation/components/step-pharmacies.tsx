import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation, withFullCatalogue } from '@/lib/i18n/index.ts';
import { PharmacyFinder } from '@/features/pharmacy-finder/index.ts';
import { StepHeading } from './step-heading.tsx';

/** The adverse-event report (a long form) is fetched when the patient opens it. */
const AdverseEventForm = lazy(() => withFullCatalogue(import('@/features/adverse-events/index.ts')).then((m) => ({ default: m.AdverseEventForm })));

/**
 * Step 3: accredited pharmacies near a postal code or an address (spec §2, §5 Pharmacy search),
 * with the patient's own adverse-event report one button away.
 */
export function StepPharmacies({ code, onBack, onPrivacy }: { code: string; onBack: () => void; onPrivacy: () => void }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  return (
    <Stack spacing={2} data-testid="step-pharmacies" data-code={code}>
      <StepHeading>{t('patientLink.pharmaciesTitle')}</StepHeading>
      <PharmacyFinder code={code} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={onBack}>{t('common.back')}</Button>
        <Button variant="text" onClick={onPrivacy} data-testid="open-privacy">{t('patientLink.privacyCentre')}</Button>
        <Button variant="text" onClick={() => setReporting((open) => !open)} aria-expanded={reporting} data-testid="open-adverse-event">
          {t('adverseEvents.title')}
        </Button>
      </Stack>
      {reporting && <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}><AdverseEventForm code={code} /></Suspense>}
    </Stack>
  );
}
