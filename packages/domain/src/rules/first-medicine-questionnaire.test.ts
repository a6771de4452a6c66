import { describe, expect, it } from 'vitest';
import type { QuestionnaireQuestion } from '../schemas/first-medicine.ts';
import { questionnaireIssues, visibleQuestions } from './first-medicine-questionnaire.ts';

const q = (over: Partial<QuestionnaireQuestion> & Pick<QuestionnaireQuestion, 'code'>): QuestionnaireQuestion => ({
  parentCode: null, parentAnswerCode: null, control: 'radiobuttonlist', title: `Q${over.code}`, flag: 1, eans: [], required: true,
  answers: [{ code: 1, title: 'Sim' }, { code: 2, title: 'Não' }], ...over,
});
const QUESTIONS = [
  q({ code: 1, flag: 2, eans: ['A'] }),
  q({ code: 2, parentCode: 1, parentAnswerCode: 1 }),
  q({ code: 3 }),
  q({ code: 4, parentCode: 3, parentAnswerCode: 1 }),
];
const codes = (list: QuestionnaireQuestion[]) => list.map((x) => x.code);

describe('first-medicine questionnaire for a registered patient', () => {
  it('shows only the indication and what nests under it', () => {
    const answers = [{ questionCode: 1, answerCode: 1 }, { questionCode: 3, answerCode: 1 }];
    expect(codes(visibleQuestions(QUESTIONS, 'A', answers))).toEqual([1, 2, 3, 4]);
    expect(codes(visibleQuestions(QUESTIONS, 'A', answers, true))).toEqual([1, 2]);
  });

  it('requires only the indication questions', () => {
    expect(questionnaireIssues(QUESTIONS, 'A', [{ questionCode: 1, answerCode: 2 }], true)).toEqual([]);
    expect(questionnaireIssues(QUESTIONS, 'A', [{ questionCode: 1, answerCode: 2 }]).map((i) => i.questionCode)).toEqual([3]);
  });

  it('ignores answers to the patient questions it is not asked', () => {
    expect(questionnaireIssues(QUESTIONS, 'A', [{ questionCode: 1, answerCode: 2 }, { questionCode: 3, answerCode: 2 }], true)).toEqual([]);
    expect(questionnaireIssues(QUESTIONS, 'A', [{ questionCode: 1, answerCode: 2 }, { questionCode: 99, answerCode: 2 }], true))
      .toEqual([{ questionCode: 99, message: 'validation.invalidField' }]);
  });
});
