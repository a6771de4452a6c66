import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useFormContext } from 'react-hook-form';
import type { QuestionnaireQuestion } from '@portal/domain';
import { FormSelect, FormText } from '@/components/crud/index.ts';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { answerKey, type FirstMedicineValues } from './first-medicine-values.ts';

function RadioQuestion({ question }: { question: QuestionnaireQuestion }) {
  const id = useId();
  const fieldText = useFieldText();
  const form = useFormContext<FirstMedicineValues>();
  return (
    <Controller control={form.control} name={`answers.${answerKey(question.code)}`} render={({ field, fieldState }) => (
      <FormControl required={question.required} error={Boolean(fieldState.error)} component="fieldset">
        <FormLabel id={id} component="legend">{question.title}</FormLabel>
        <RadioGroup aria-labelledby={id} name={field.name} value={typeof field.value === 'string' ? field.value : ''} onChange={(e) => field.onChange(e.target.value)}
          data-testid={`fm-question-${question.code}`}>
          {question.answers.map((a) => (
            <FormControlLabel key={a.code} value={String(a.code)} label={a.title}
              control={<Radio slotProps={{ input: { 'data-testid': `fm-question-${question.code}-${a.code}`, ...(a === question.answers[0] ? { ref: field.ref } : {}) } as object }} />} />
          ))}
        </RadioGroup>
        {fieldState.error && <FormHelperText>{fieldText(fieldState.error.message)}</FormHelperText>}
      </FormControl>
    )} />
  );
}

/** One question as its `TipoControle` asks (spec §3): a text box, a drop-down list or radio buttons. */
function Question({ question }: { question: QuestionnaireQuestion }) {
  const form = useFormContext<FirstMedicineValues>();
  const name = `answers.${answerKey(question.code)}` as const;
  switch (question.control) {
    case 'textbox':
      return <FormText control={form.control} name={name} label={question.title} required={question.required} testId={`fm-question-${question.code}`} maxLength={500} />;
    case 'dropdownlist':
      return <FormSelect control={form.control} name={name} label={question.title} required={question.required} testId={`fm-question-${question.code}`}
        options={question.answers.map((a) => ({ value: String(a.code), label: a.title }))} />;
    case 'radiobuttonlist':
      return <RadioQuestion question={question} />;
  }
}

/** The questionnaire the registration service returns, only its shown questions (nested ones by their parent's answer). */
export function Questionnaire({ questions }: { questions: readonly QuestionnaireQuestion[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="fm-questionnaire">
      {questions.map((q) => <Box key={q.code} data-testid={`fm-question-box-${q.code}`}><Question question={q} /></Box>)}
    </Box>
  );
}
