import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { StepHeading } from './step-heading.tsx';

export type Intent = 'confirm' | 'privacy';

/** Step 0: confirm the registration (to step 1), find pharmacies (to step 3), or open the privacy centre (after the CPF). */
export function StepChoose({ onCpf, onPharmacies }: { onCpf: (intent: Intent) => void; onPharmacies: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <StepHeading>{t('patientLink.step0Title')}</StepHeading>
      <Button variant="contained" size="large" onClick={() => onCpf('confirm')} data-testid="choose-confirm">{t('patientLink.confirmRegistration')}</Button>
      <Button variant="outlined" size="large" onClick={onPharmacies} data-testid="choose-pharmacies">{t('patientLink.findPharmacies')}</Button>
      <Button variant="text" onClick={() => onCpf('privacy')} data-testid="choose-privacy">{t('patientLink.privacyCentre')}</Button>
    </Stack>
  );
}
