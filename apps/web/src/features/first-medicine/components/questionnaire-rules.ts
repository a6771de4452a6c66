import type { QuestionnaireAnswer, QuestionnaireQuestion } from '@portal/domain';
import { answerKey } from './first-medicine-values.ts';

/** Spec §3 FlagTipoQuestao 2: the medicine-indication question, with its EAN list. */
export const INDICATION_FLAG = 2;

/**
 * The questions shown, in the service's order (spec §3): a question without a parent always; a
 * nested one only while its parent is shown and answered with `parentAnswerCode`. A registered
 * patient is asked only the indication (spec §2) and what nests under it.
 */
export function visibleQuestions(
  questions: readonly QuestionnaireQuestion[], answers: Readonly<Record<string, string>>, onlyIndication: boolean,
): QuestionnaireQuestion[] {
  const byCode = new Map(questions.map((q) => [q.code, q]));
  const memo = new Map<number, boolean>();
  const shown = (q: QuestionnaireQuestion, depth = 0): boolean => {
    const known = memo.get(q.code);
    if (known !== undefined) return known;
    let result: boolean;
    if (q.parentCode === null) {
      result = !onlyIndication || q.flag === INDICATION_FLAG;
    } else {
      const parent = byCode.get(q.parentCode);
      result = parent !== undefined && depth < questions.length && shown(parent, depth + 1)
        && answers[answerKey(parent.code)] === String(q.parentAnswerCode);
    }
    memo.set(q.code, result);
    return result;
  };
  return questions.filter((q) => shown(q));
}

/**
 * The EANs the answered indication questions allow (spec §3: an indication question restricts the
 * presentations to its EAN list); undefined when no shown indication question with EANs is answered.
 */
export function allowedEansOf(shown: readonly QuestionnaireQuestion[], answers: Readonly<Record<string, string>>): Set<string> | undefined {
  let allowed: Set<string> | undefined;
  for (const q of shown) {
    if (q.flag !== INDICATION_FLAG || q.eans.length === 0 || !answers[answerKey(q.code)]) continue;
    allowed = allowed ? new Set(q.eans.filter((e) => allowed!.has(e))) : new Set(q.eans);
  }
  return allowed;
}

/** The answers of the shown questions in the one shape the server takes (a code, or a textbox's text). */
export function answersOf(shown: readonly QuestionnaireQuestion[], answers: Readonly<Record<string, string>>): QuestionnaireAnswer[] {
  return shown.flatMap((q): QuestionnaireAnswer[] => {
    const value = (answers[answerKey(q.code)] ?? '').trim();
    if (!value) return [];
    return q.control === 'textbox' ? [{ questionCode: q.code, text: value }] : [{ questionCode: q.code, answerCode: Number(value) }];
  });
}
