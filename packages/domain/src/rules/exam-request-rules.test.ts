import { describe, expect, it } from 'vitest';
import {
  examRequestIssues, isUnderage, pathologyAllowed, saoPauloDate, type ExamRequestRulesConfig, type ExamRequestRulesInput,
} from './exam-request-rules.ts';

const TODAY = '2026-03-04';
const group: ExamRequestRulesConfig['group'] = {
  requiresSampleWithdrawal: false, requiredAddress: false, requiredPersonalInformation: false, requiredProduct: false,
  requirePatientAgreement: false, daysAfterForSampleWithdrawal: 2,
};
const base: ExamRequestRulesInput = { patient: { cpf: '52998224725', name: 'Ana', phone: '11987654321' } };
const address = { cep: '01310100', placeDescription: 'Av. Paulista', number: '1', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };
const field = (over: Partial<ExamRequestRulesConfig['procedureFields'][number]>): ExamRequestRulesConfig['procedureFields'][number] => ({
  name: 'f', fieldType: 'TEXT', options: null, min: null, max: null, active: true, viewType: 'OPTIONAL', requiredAnswers: null, ...over,
});
type ConfigOverride = Partial<Omit<ExamRequestRulesConfig, 'group'>> & { group?: Partial<ExamRequestRulesConfig['group']> };
const issues = (input: Partial<ExamRequestRulesInput>, config: ConfigOverride = {}) =>
  examRequestIssues({ ...base, ...input }, {
    patientFields: [], procedureFields: [], ...config, group: { ...group, ...config.group },
  }, TODAY).map((i) => `${i.path} ${i.message}`);

describe('examRequestIssues: the group-dependent rules of spec §5', () => {
  it.each<[string, Partial<ExamRequestRulesInput>, ConfigOverride, string[]]>([
    ['nothing asked, nothing missing', {}, {}, []],
    ['sample withdrawal needs laboratory, logistics, recipient, document and address',
      {}, { group: { requiresSampleWithdrawal: true } },
      ['institutionId validation.requiredSelect', 'logisticType validation.requiredSelect', 'userAddress.recipientType validation.requiredSelect',
        'userAddress.documentType validation.requiredSelect', 'userAddress.cep validation.requiredField', 'userAddress.placeDescription validation.requiredField',
        'userAddress.number validation.requiredField', 'userAddress.neighborhood validation.requiredField', 'userAddress.city validation.requiredField',
        'userAddress.state validation.requiredField']],
    ['a recipient type the group does not offer',
      { institutionId: 1, logisticType: 'CORREIOS', userAddress: { ...address, recipientType: 'CLINIC', documentType: 'cpf' } },
      { group: { requiresSampleWithdrawal: true, sampleWithdrawalRecipientTypes: ['PATIENT'] } }, ['userAddress.recipientType validation.requiredSelect']],
    ['address asked', { userAddress: { ...address, city: '' } }, { group: { requiredAddress: true } }, ['userAddress.city validation.requiredField']],
    ['withdrawal dates N days ahead (N = 3): the 6th is too soon, the 9th is fine',
      { userAddress: { withdrawalDates: ['2026-03-06', '2026-03-09'] } }, { group: { daysAfterForSampleWithdrawal: 3 } },
      ['userAddress.withdrawalDates.0 validation.dateNeedBeBigger']],
    ['exactly N days ahead passes', { userAddress: { withdrawalDates: ['2026-03-06'] } }, {}, []],
    ['a weekend date is refused (Saturday the 7th, Sunday the 8th)', { userAddress: { withdrawalDates: ['2026-03-07', '2026-03-08', '2026-03-09'] } }, {},
      ['userAddress.withdrawalDates.0 validation.dateCanNoBeWeekend', 'userAddress.withdrawalDates.1 validation.dateCanNoBeWeekend']],
    ['the same date twice', { userAddress: { withdrawalDates: ['2026-03-09', '2026-03-10', '2026-03-09'] } }, {},
      ['userAddress.withdrawalDates.2 validation.datesMustDiffer']],
    ['personal information', {}, { group: { requiredPersonalInformation: true } },
      ['patient.email validation.emailRequired', 'patient.gender validation.genderRequired']],
    ['product', { productId: 1 }, { group: { requiredProduct: true } },
      ['presentationId validation.presentationRequired', 'presentationEan validation.presentationEanRequired']],
    ['agreement type', {}, { group: { requirePatientAgreement: true } }, ['agreementType validation.requiredSelect']],
    ['agreement code of 5', { agreementType: 'CODE', code: '123' }, { group: { requirePatientAgreement: true } }, ['code validation.invalidCode']],
    ['agreement file', { agreementType: 'FILE' }, { group: { requirePatientAgreement: true } }, ['agreementFile validation.fileRequired']],
    ['visible and required patient fields', { patient: { ...base.patient, rg: ' ' } },
      { patientFields: [{ field: 'rg', visible: true, required: true }, { field: 'city', visible: false, required: true }, { field: 'state', visible: true, required: false }] },
      ['patient.rg validation.requiredField']],
  ])('%s', (_name, input, config, expected) => {
    expect(issues(input, config)).toEqual(expected);
  });
});

describe('procedure fields', () => {
  it.each<[string, ExamRequestRulesConfig['procedureFields'][number], unknown, string[]]>([
    ['required and empty', field({ viewType: 'REQUIRED' }), '', ['validation.requiredField']],
    ['inactive required field is ignored', field({ viewType: 'REQUIRED', active: false }), undefined, []],
    ['optional and empty', field({}), undefined, []],
    ['min is a minimum length', field({ min: 10 }), 'curta', ['validation.minLength']],
    ['max is a maximum length', field({ max: 3 }), 'longa', ['validation.maxLength']],
    ['SELECT from its options', field({ fieldType: 'SELECT', options: 'Aéreo;Rodoviário' }), 'Fluvial', ['validation.requiredSelect']],
    ['SELECT ignores case', field({ fieldType: 'SELECT', options: 'Aéreo;Rodoviário' }), 'aéreo', []],
    ['MULTIPLESELECT every option known', field({ fieldType: 'MULTIPLESELECT', options: 'A;B' }), ['A', 'C'], ['validation.requiredSelect']],
    ['YESNO false is an answer', field({ fieldType: 'YESNO', viewType: 'REQUIRED' }), false, []],
    ['CHECKBOX required must be ticked', field({ fieldType: 'CHECKBOX', viewType: 'REQUIRED' }), false, ['validation.requiredField']],
    ['requiredAnswers must equal the answer', field({ fieldType: 'YESNO', requiredAnswers: 'true' }), false, ['validation.requiredSelect']],
    ['requiredAnswers Sim accepts true', field({ fieldType: 'YESNO', requiredAnswers: 'Sim' }), true, []],
    ['DATE must be a date', field({ fieldType: 'DATE' }), '31/02/2026', ['validation.invalidDate']],
    ['CELLPHONE must be a phone', field({ fieldType: 'CELLPHONE' }), '1234', ['validation.invalidPhone']],
    ['PATHOLOGYSELECT excluded with !', field({ fieldType: 'PATHOLOGYSELECT', options: '!Asma grave' }), 'Asma grave', ['validation.answersMustMatch']],
    ['PATHOLOGYSELECT other pathology', field({ fieldType: 'PATHOLOGYSELECT', options: '!Asma grave' }), '101', []],
  ])('%s', (_name, config, answer, expected) => {
    const found = issues({ procedureFieldsAnswers: answer === undefined ? {} : { f: answer as string } }, { procedureFields: [config] });
    expect(found).toEqual(expected.map((m) => `procedureFieldsAnswers.f ${m}`));
  });
});

describe('pathologyAllowed', () => {
  it.each<[string | null, { idPathology: number; description: string }, boolean]>([
    [null, { idPathology: 1, description: 'Asma' }, true],
    ['!Asma', { idPathology: 1, description: 'asma' }, false],
    ['!2', { idPathology: 2, description: 'Outra' }, false],
    ['Asma;Diabetes', { idPathology: 3, description: 'Câncer' }, false],
    ['Asma;!Diabetes', { idPathology: 1, description: 'Asma' }, true],
  ])('%s / %o → %s', (options, pathology, allowed) => {
    expect(pathologyAllowed(options, pathology)).toBe(allowed);
  });
});

describe('isUnderage and saoPauloDate', () => {
  it.each([
    ['2008-03-04', '2026-03-04', false],
    ['2008-03-05', '2026-03-04', true],
    ['1990-12-31', '2026-03-04', false],
  ])('born %s, on %s: underage %s', (birth, today, underage) => {
    expect(isUnderage(birth, today)).toBe(underage);
  });
  it('takes the date in São Paulo (UTC−3)', () => {
    expect(saoPauloDate(new Date('2026-03-05T02:00:00Z'))).toBe('2026-03-04');
    expect(saoPauloDate(new Date('2026-03-05T03:00:00Z'))).toBe('2026-03-05');
  });
});
