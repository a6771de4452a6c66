import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Exam, ExamAvailabilityRow, ExamGroup } from '@portal/domain';
import { FormSelect } from '@/components/crud/index.ts';
import { useFieldText } from '@/components/form/use-field-text.ts';
import type { ExamRequestValues } from './exam-request-values.ts';
import { examChoices, sameSupplies, syncedSupplies } from './exam-choices.ts';
import { SupplyInstitutions } from './supply-institutions.tsx';

const CAPTION_COLOR = { VOUCHER_AVAILABLE: 'success', REQUEST_EXAM: 'info', REQUEST_APPROVAL: 'warning', OUT_OF_STOCK: 'error' } as const;

export interface ExamsBlockProps {
  group: ExamGroup;
  exams: readonly Exam[];
  /** Per exam id; undefined while loading or when it failed (every exam then stays selectable). */
  availability: ReadonlyMap<number, ExamAvailabilityRow> | undefined;
}

/**
 * Spec §2 Exam request: the laboratory, then each exam with its availability caption; required
 * exams are checked and locked, exams out of stock disabled; the kits of the chosen exams.
 */
export function ExamsBlock({ group, exams, availability }: ExamsBlockProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useFormContext<ExamRequestValues>();
  const itemIds = useWatch({ control: form.control, name: 'itemIds' });
  const choices = useMemo(() => examChoices(exams, availability), [exams, availability]);
  const itemError = form.formState.errors.itemIds;

  // Required exams are always in the request; exams no longer offered (another laboratory) leave it.
  useEffect(() => {
    const next = choices.filter((c) => c.selectable && (c.exam.required || itemIds.includes(c.exam.id))).map((c) => c.exam.id);
    if (next.length !== itemIds.length || next.some((id, i) => id !== itemIds[i])) form.setValue('itemIds', next);
  }, [choices, itemIds, form]);

  // The kits follow the chosen exams.
  useEffect(() => {
    const current = form.getValues('supplies');
    const next = syncedSupplies(exams, itemIds, current, group);
    if (!sameSupplies(current, next)) form.setValue('supplies', next);
  }, [exams, itemIds, group, form]);

  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...itemIds, id] : itemIds.filter((x) => x !== id);
    form.setValue('itemIds', exams.map((e) => e.id).filter((x) => next.includes(x)), { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <Stack spacing={2}>
      {group.institutions.length > 0 && (
        <Box sx={{ maxWidth: { sm: 420 } }}>
          <FormSelect control={form.control} name="institutionId" label={t('examRequest.institution')} testId="institutionId"
            required options={group.institutions.map((i) => ({ value: i.id, label: i.name }))} />
        </Box>
      )}
      {group.warningRequestExam && <Alert severity="info" data-testid="exam-warning">{group.warningRequestExam}</Alert>}
      {exams.length === 0 ? (
        <Typography color="text.secondary">{t('examRequest.noExams')}</Typography>
      ) : (
        <FormControl component="fieldset" error={Boolean(itemError)} required>
          <FormLabel component="legend">{t('examRequest.examsTitle')}</FormLabel>
          <FormGroup data-testid="exams-list">
            {choices.map(({ exam, row, selectable }) => (
              <Box key={exam.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, py: 0.5 }}>
                <FormControlLabel
                  label={exam.examType.name}
                  sx={{ mr: 0 }}
                  control={(
                    <Checkbox checked={itemIds.includes(exam.id)} disabled={!selectable || exam.required}
                      onChange={(e) => toggle(exam.id, e.target.checked)}
                      slotProps={{ input: { 'data-testid': `exam-${exam.id}`, 'aria-describedby': `exam-caption-${exam.id}` } as object }} />
                  )}
                />
                <Box id={`exam-caption-${exam.id}`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {exam.required && <Chip size="small" variant="outlined" label={t('examRequest.requiredExam')} />}
                  {group.showInventory && row && (
                    <Chip size="small" color={CAPTION_COLOR[row.availability]} data-testid={`exam-caption-${exam.id}`}
                      data-availability={row.availability} data-vouchers={row.vouchers}
                      label={row.availability === 'VOUCHER_AVAILABLE'
                        ? `${t(`examRequest.availability.${row.availability}`)} · ${t('examRequest.vouchers', { count: row.vouchers })}`
                        : t(`examRequest.availability.${row.availability}`)} />
                  )}
                  {(exam.required || !selectable) && (
                    <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }} data-testid={`exam-why-${exam.id}`}>
                      {t(exam.required ? 'examRequest.requiredExamWhy' : 'examRequest.outOfStockWhy')}
                    </Typography>
                  )}
                </Box>
              </Box>
            ))}
          </FormGroup>
          {itemError && <FormHelperText>{fieldText(itemError.message)}</FormHelperText>}
        </FormControl>
      )}
      <SupplyInstitutions exams={exams} group={group} />
    </Stack>
  );
}
