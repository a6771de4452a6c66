import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading.tsx';

/** Step 3: accredited pharmacies near a postal code or an address (spec §2, §5 Pharmacy search). */
export function StepPharmacies({ code, onBack, onPrivacy }: { code: string; onBack: () => void; onPrivacy: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} data-testid="step-pharmacies" data-code={code}>
      <StepHeading>{t('patientLink.pharmaciesTitle')}</StepHeading>
      {/* PHARMACY FINDER GOES HERE: <PharmacyFinder code={code} /> from '@/features/pharmacy-finder' (wired at merge). */}
      <Typography color="text.secondary">{t('patientLink.pharmaciesPending')}</Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={onBack}>{t('common.back')}</Button>
        <Button variant="text" onClick={onPrivacy} data-testid="open-privacy">{t('patientLink.privacyCentre')}</Button>
      </Stack>
    </Stack>
  );
}
