import { isIndication, visibleQuestions, type QuestionnaireAnswer, type QuestionnaireQuestion } from '@portal/domain';
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
 * The questions on screen for the chosen presentation (the shared rule `visibleQuestions`: an
 * indication question for its EANs, a nested one by its parent's answer). A registered patient is
 * asked only the indication and what nests under it (spec §2).
 */
export function questionsOnScreen(
  questions: readonly QuestionnaireQuestion[], ean: string | undefined, answers: Readonly<Record<string, string>>, onlyIndication: boolean,
): QuestionnaireQuestion[] {
  const shown = visibleQuestions(questions, ean, answersOf(questions, answers));
  if (!onlyIndication) return shown;
  const byCode = new Map(questions.map((q) => [q.code, q]));
  const underIndication = (q: QuestionnaireQuestion): boolean => {
    let current: QuestionnaireQuestion | undefined = q;
    for (let depth = 0; current && depth <= questions.length; depth += 1) {
      if (isIndication(current)) return true;
      current = current.parentCode === null ? undefined : byCode.get(current.parentCode);
    }
    return false;
  };
  return shown.filter(underIndication);
}
