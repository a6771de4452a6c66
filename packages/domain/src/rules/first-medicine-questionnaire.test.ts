import { describe, expect, it } from 'vitest';
import type { QuestionnaireQuestion } from '../schemas/first-medicine.ts';
import { allowedEans, questionnaireIssues, visibleQuestions } from './first-medicine-questionnaire.ts';

const q = (over: Partial<QuestionnaireQuestion> & Pick<QuestionnaireQuestion, 'code'>): QuestionnaireQuestion => ({
  parentCode: null, parentAnswerCode: null, control: 'radiobuttonlist', title: `Q${over.code}`,
  answers: [{ code: 1, title: 'Sim' }, { code: 2, title: 'Não' }], flag: 1, eans: [], required: true, ...over,
});
const QUESTIONS = [
  q({ code: 1, flag: 2, eans: ['A'] }),
  q({ code: 2, flag: 2, eans: ['B'] }),
  q({ code: 3 }),
  q({ code: 4, parentCode: 3, parentAnswerCode: 1, control: 'textbox', answers: [] }),
  q({ code: 5, parentCode: 4, control: 'textbox', answers: [], required: false }),
];
const codes = (list: QuestionnaireQuestion[]) => list.map((x) => x.code);

describe('first-medicine questionnaire', () => {
  it('offers only the EANs of the indication questions, if any', () => {
    expect(allowedEans(QUESTIONS)).toEqual(new Set(['A', 'B']));
    expect(allowedEans([q({ code: 9 })])).toBeUndefined();
  });

  it('shows an indication question for its EANs, and a nested question while its parent has the parent answer', () => {
    expect(codes(visibleQuestions(QUESTIONS, 'A', []))).toEqual([1, 3]);
    expect(codes(visibleQuestions(QUESTIONS, 'B', [{ questionCode: 3, answerCode: 1 }]))).toEqual([2, 3, 4, 5]);
    expect(codes(visibleQuestions(QUESTIONS, 'B', [{ questionCode: 3, answerCode: 2 }]))).toEqual([2, 3]);
  });

  it('reports required shown questions left out, wrong options and answers to hidden questions', () => {
    expect(questionnaireIssues(QUESTIONS, 'A', [{ questionCode: 1, answerCode: 1 }, { questionCode: 3, answerCode: 1 }])).toEqual([
      { questionCode: 4, message: 'validation.requiredField' },
    ]);
    expect(questionnaireIssues(QUESTIONS, 'A', [
      { questionCode: 1, answerCode: 7 }, { questionCode: 3, answerCode: 2 }, { questionCode: 2, answerCode: 1 }, { questionCode: 4, text: 'x' },
    ])).toEqual([
      { questionCode: 1, message: 'validation.invalidField' },
      { questionCode: 2, message: 'validation.invalidField' },
      { questionCode: 4, message: 'validation.invalidField' },
    ]);
  });
});

describe('first-medicine questionnaire for a registered patient (spec §2: only the indication)', () => {
  const ASKED = [
    q({ code: 1, flag: 2, eans: ['A'] }),
    q({ code: 2, parentCode: 1, parentAnswerCode: 1 }),
    q({ code: 3 }),
    q({ code: 4, parentCode: 3, parentAnswerCode: 1 }),
  ];

  it('shows only the indication and what nests under it', () => {
    const answers = [{ questionCode: 1, answerCode: 1 }, { questionCode: 3, answerCode: 1 }];
    expect(codes(visibleQuestions(ASKED, 'A', answers))).toEqual([1, 2, 3, 4]);
    expect(codes(visibleQuestions(ASKED, 'A', answers, true))).toEqual([1, 2]);
  });

  it('requires only the indication, and ignores answers to the patient questions it is not asked', () => {
    expect(questionnaireIssues(ASKED, 'A', [{ questionCode: 1, answerCode: 2 }], true)).toEqual([]);
    expect(questionnaireIssues(ASKED, 'A', [{ questionCode: 1, answerCode: 2 }]).map((i) => i.questionCode)).toEqual([3]);
    expect(questionnaireIssues(ASKED, 'A', [{ questionCode: 1, answerCode: 2 }, { questionCode: 3, answerCode: 2 }], true)).toEqual([]);
    expect(questionnaireIssues(ASKED, 'A', [{ questionCode: 1, answerCode: 2 }, { questionCode: 99, answerCode: 2 }], true))
      .toEqual([{ questionCode: 99, message: 'validation.invalidField' }]);
  });
});
