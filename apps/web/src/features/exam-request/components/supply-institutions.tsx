import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Exam, ExamGroup } from '@portal/domain';
import { FormSelect } from '@/components/crud/index.ts';
import type { ExamRequestValues } from './exam-request-values.ts';
import { supplyInstitutionsOf } from './exam-choices.ts';

/** The kits the chosen exams ship with, and where each goes when more than one place can send it. */
export function SupplyInstitutions({ exams, group }: { exams: readonly Exam[]; group: ExamGroup }) {
  const { t } = useTranslation();
  const form = useFormContext<ExamRequestValues>();
  const supplies = useWatch({ control: form.control, name: 'supplies' });
  if (supplies.length === 0) return null;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="exam-supplies-title" data-testid="exam-supplies">
      <Typography id="exam-supplies-title" variant="subtitle2" component="h3">{t('examRequest.supplies')}</Typography>
      {supplies.map((choice, index) => {
        const exam = exams.find((e) => e.id === choice.itemId);
        const supply = exam?.supplies.find((s) => s.id === choice.supplyId);
        if (!exam || !supply) return null;
        const places = supplyInstitutionsOf(supply, group);
        const title = `${exam.examType.name}: ${supply.name}`;
        return places.length > 1 ? (
          <Box key={`${choice.itemId}-${choice.supplyId}`} sx={{ maxWidth: { sm: 520 } }}>
            <FormSelect control={form.control} name={`supplies.${index}.institutionId`} required testId={`supply-${choice.itemId}-${choice.supplyId}`}
              label={t('examRequest.supplyInstitution', { name: title })} options={places.map((p) => ({ value: p.id, label: p.name }))} />
          </Box>
        ) : (
          <Typography key={`${choice.itemId}-${choice.supplyId}`} variant="body2">
            {title}{places[0] ? ` — ${places[0].name}` : ''}
          </Typography>
        );
      })}
    </Stack>
  );
}
