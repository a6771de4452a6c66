import { visibleQuestions, type QuestionnaireAnswer, type QuestionnaireQuestion } from '@portal/domain';
import { answerKey } from './first-medicine-values.ts';

/** The answers given on screen, in the one shape the server takes (a code, or a textbox's text). */
export function answersOf(questions: readonly QuestionnaireQuestion[], answers: Readonly<Record<string, string>>): QuestionnaireAnswer[] {
  return questions.flatMap((q): QuestionnaireAnswer[] => {
    const value = (answers[answerKey(q.code)] ?? '').trim();
    if (!value) return [];
    return q.control === 'textbox' ? [{ questionCode: q.code, text: value }] : [{ questionCode: q.code, answerCode: Number(value) }];
  });
}

/**
 * The questions on screen for the chosen presentation, by the shared rule the server applies too
 * (`visibleQuestions`: an indication for its EANs, a nested question by its parent's answer, only
 * the indication for a registered patient).
 */
export const questionsOnScreen = (
  questions: readonly QuestionnaireQuestion[], ean: string | undefined, answers: Readonly<Record<string, string>>, onlyIndication: boolean,
): QuestionnaireQuestion[] => visibleQuestions(questions, ean, answersOf(questions, answers), onlyIndication);
