import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { firstMedicineRequestSchema } from '@portal/domain';
import { answerKey, type FirstMedicineValues } from './first-medicine-values.ts';
import { formPathOf, toReleaseBody, type ReleaseContext } from './release-body.ts';

/**
 * The form checks what the server checks (spec §5): the shared `firstMedicineRequestSchema` on the
 * body it would send, each issue on its field, plus what only the screen knows — a product and a
 * presentation chosen, the SMS consent ticked and every shown required question answered.
 */
export const releaseResolver: Resolver<FirstMedicineValues, ReleaseContext | undefined> = (values, context, options) => {
  const errors: Record<string, FieldError> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= { type: 'validation', message };
  };
  if (values.productId === '') add('productId', 'validation.productRequired');
  if (values.presentationId === '') add('presentationId', 'validation.presentationRequired');
  if (!context || context.lookup === 'unknown') {
    add('cpf', 'firstMedicine.lookupFirst');
  } else {
    const body = toReleaseBody(values, context);
    const parsed = firstMedicineRequestSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // The schema names an answer by its place in the list; the form, by its question.
        const [head, index, ...rest] = issue.path;
        const answer = head === 'answers' && typeof index === 'number' ? body.answers?.[index] : undefined;
        const path = answer ? `answers.${answer.questionCode}` : [head, index, ...rest].filter((p) => p !== undefined).join('.');
        if (path !== 'productId' && path !== 'presentationId') add(formPathOf(path), issue.message);
      }
    }
    if (context.lookup === 'notRegistered' && !values.patient.consents.sms) add('patient.consents.sms', 'validation.acceptSmsRequired');
    for (const q of context.shownQuestions) {
      if (q.required && !(values.answers[answerKey(q.code)] ?? '').trim()) add(`answers.${answerKey(q.code)}`, 'firstMedicine.answerRequired');
    }
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
};
