import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { firstWithdrawalDate, formatDate, saoPauloDate } from '@portal/domain';
import { WITHDRAWAL_DATE_SLOTS } from './exam-request-values.ts';
import { DateField } from '@/components/request-patient/index.ts';

/** Spec §5, §9: up to four withdrawal dates, on working days, at least N days from today, all different. */
export function WithdrawalDates({ daysAfter, firstRequired }: { daysAfter: number; firstRequired: boolean }) {
  const { t } = useTranslation();
  const first = firstWithdrawalDate(saoPauloDate(new Date()), daysAfter);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="withdrawal-dates-title">
      <Typography id="withdrawal-dates-title" variant="subtitle2" component="h3">{t('examRequest.withdrawalDates')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('examRequest.withdrawalDatesHint', { date: formatDate(first) })}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {Array.from({ length: WITHDRAWAL_DATE_SLOTS }, (_, i) => (
          <DateField key={i} name={`userAddress.withdrawalDates.${i}`} label={t('examRequest.withdrawalDate', { position: i + 1 })}
            required={firstRequired && i === 0} min={first} testId={`withdrawal-date-${i}`} />
        ))}
      </Box>
    </Stack>
  );
}
