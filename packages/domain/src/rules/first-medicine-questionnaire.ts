import type { QuestionnaireAnswer, QuestionnaireQuestion } from '../schemas/first-medicine.ts';
import { QUESTION_FLAG_INDICATION } from '../schemas/first-medicine.ts';

/**
 * Spec §2, §3 Dynamic questionnaire question: which questions are shown and what they need, the
 * same on the release screen and on the server.
 * - An indication question (flag 2) concerns the presentations of its EAN list: it is shown only
 *   for a presentation whose EAN is in it, and when the product has indication questions only
 *   their EANs are offered.
 * - A nested question is shown only while its parent is shown and answered with `parentAnswerCode`.
 * - A patient the service already has is asked only the indication and what nests under it
 *   (`onlyIndication`; spec §2 "if registered, only CRM, CRM state and the indication choice").
 */

export const isIndication = (q: QuestionnaireQuestion): boolean => q.flag === QUESTION_FLAG_INDICATION;

/** The EANs the indication questions allow, or undefined when there is none (no restriction). */
export function allowedEans(questions: readonly QuestionnaireQuestion[]): Set<string> | undefined {
  const indications = questions.filter(isIndication);
  return indications.length === 0 ? undefined : new Set(indications.flatMap((q) => q.eans));
}

/** The questions shown for the chosen presentation's EAN and the answers given so far, in order. */
export function visibleQuestions(
  questions: readonly QuestionnaireQuestion[], ean: string | null | undefined, answers: readonly QuestionnaireAnswer[], onlyIndication = false,
): QuestionnaireQuestion[] {
  const byCode = new Map(questions.map((q) => [q.code, q]));
  const answerOf = new Map(answers.map((a) => [a.questionCode, a]));
  const shown = new Map<number, boolean>();
  const isShown = (q: QuestionnaireQuestion, depth = 0): boolean => {
    const known = shown.get(q.code);
    if (known !== undefined) return known;
    let result = isIndication(q) ? ean !== null && ean !== undefined && q.eans.includes(ean) : !(onlyIndication && q.parentCode === null);
    if (result && q.parentCode !== null) {
      const parent = byCode.get(q.parentCode);
      result = parent !== undefined && depth < questions.length && isShown(parent, depth + 1)
        && (q.parentAnswerCode === null || answerOf.get(parent.code)?.answerCode === q.parentAnswerCode);
    }
    shown.set(q.code, result);
    return result;
  };
  return questions.filter((q) => isShown(q));
}

export interface QuestionnaireIssue { questionCode: number; message: string }

/**
 * What is wrong with the answers: a shown required question left unanswered
 * (validation.requiredField), an answer of the wrong kind or not among the options, or an answer to
 * a question not shown (validation.invalidField). With `onlyIndication`, answers to the patient
 * questions a registered patient is not asked are ignored rather than refused.
 */
export function questionnaireIssues(
  questions: readonly QuestionnaireQuestion[], ean: string | null | undefined, answers: readonly QuestionnaireAnswer[], onlyIndication = false,
): QuestionnaireIssue[] {
  const shown = visibleQuestions(questions, ean, answers, onlyIndication);
  const shownCodes = new Set(shown.map((q) => q.code));
  const notAsked = onlyIndication ? new Set(visibleQuestions(questions, ean, answers).map((q) => q.code)) : new Set<number>();
  const answerOf = new Map(answers.map((a) => [a.questionCode, a]));
  const issues: QuestionnaireIssue[] = [];
  for (const q of shown) {
    const a = answerOf.get(q.code);
    if (!a) {
      if (q.required) issues.push({ questionCode: q.code, message: 'validation.requiredField' });
      continue;
    }
    const fits = q.control === 'textbox' ? a.text !== undefined : a.answerCode !== undefined && q.answers.some((o) => o.code === a.answerCode);
    if (!fits) issues.push({ questionCode: q.code, message: 'validation.invalidField' });
  }
  const seen = new Set<number>();
  for (const a of answers) {
    const ignored = !shownCodes.has(a.questionCode) && notAsked.has(a.questionCode);
    if (!ignored && (!shownCodes.has(a.questionCode) || seen.has(a.questionCode))) issues.push({ questionCode: a.questionCode, message: 'validation.invalidField' });
    seen.add(a.questionCode);
  }
  return issues;
}
