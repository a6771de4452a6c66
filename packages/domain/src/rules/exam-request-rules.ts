import type { FieldViewType, PatientField, ProcedureFieldType, RecipientType } from '../enums/index.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { CODE_LENGTH } from '../constants.ts';
import { isValidPhone, onlyDigits } from '../validation/index.ts';

/**
 * Spec §5 Exam request: the rules that depend on the exam group and its field configs. The static
 * rules are in `examRequestSchema`; these run after it, on the form (same messages, same paths)
 * and on the server (which refuses with 400 `validation` and these issues as `fields`).
 */

/** A field issue: a dotted path of the request body (`userAddress.withdrawalDates.0`) and a `validation.*` key. */
export interface ExamRequestIssue {
  path: string;
  message: Extract<MessageKey, `validation.${string}`>;
  params?: Record<string, string | number>;
}

export type FieldAnswer = string | boolean | readonly string[];

/** What the rules read of a request: the parsed body or the form's values. */
export interface ExamRequestRulesInput {
  patient: Partial<Record<PatientField, string | boolean | null | undefined>>;
  institutionId?: number | null | undefined;
  userAddress?: {
    cep?: string | null; placeDescription?: string | null; number?: string | null; neighborhood?: string | null;
    city?: string | null; state?: string | null; recipientType?: string | null; documentType?: string | null;
    withdrawalDates?: readonly string[] | null;
  } | null | undefined;
  logisticType?: string | null | undefined;
  procedureFieldsAnswers?: Readonly<Record<string, FieldAnswer | null | undefined>> | null | undefined;
  agreementType?: string | null | undefined;
  code?: string | null | undefined;
  agreementFile?: unknown;
  productId?: number | null | undefined;
  presentationId?: number | null | undefined;
  presentationEan?: string | null | undefined;
}

export interface ExamRequestRulesConfig {
  group: {
    requiresSampleWithdrawal: boolean;
    requiredAddress: boolean;
    requiredPersonalInformation: boolean;
    requiredProduct: boolean;
    requirePatientAgreement: boolean;
    daysAfterForSampleWithdrawal: number;
    /** The recipient types offered for the sample withdrawal; empty allows any. */
    sampleWithdrawalRecipientTypes?: readonly RecipientType[];
  };
  patientFields: readonly { field: PatientField; visible: boolean; required: boolean }[];
  procedureFields: readonly {
    name: string; fieldType: ProcedureFieldType; options: string | null; min: number | null; max: number | null;
    active: boolean; viewType: FieldViewType; requiredAnswers: string | null;
  }[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DAY_MS = 86_400_000;

/** Calendar date (`yyyy-MM-dd`) plus `days`. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in São Paulo (UTC−3, no daylight saving since 2019), as `yyyy-MM-dd`. */
export function saoPauloDate(now: Date): string {
  return new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The first date a sample may be withdrawn (spec §5, §9: at least N days from today). */
export function firstWithdrawalDate(today: string, daysAfter: number): string {
  return addDays(today, daysAfter);
}

/** Whether a patient born on `birthDate` is under 18 on `today` (both `yyyy-MM-dd`). */
export function isUnderage(birthDate: string, today: string): boolean {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age < 18;
}

const optionList = (options: string | null): string[] =>
  (options ?? '').split(';').map((o) => o.trim()).filter((o) => o !== '');
const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'pt-BR', { sensitivity: 'base' }) === 0;

/**
 * PATHOLOGYSELECT options (spec §3): entries without `!` restrict the choice to them; entries with
 * a leading `!` exclude that pathology. Entries name a pathology by id or description.
 */
export function pathologyAllowed(options: string | null, pathology: { idPathology: number | string; description?: string }): boolean {
  const entries = optionList(options);
  const names = [String(pathology.idPathology), ...(pathology.description ? [pathology.description] : [])];
  const matches = (entry: string) => names.some((n) => same(n, entry));
  const includes = entries.filter((e) => !e.startsWith('!'));
  const excludes = entries.filter((e) => e.startsWith('!')).map((e) => e.slice(1));
  if (excludes.some(matches)) return false;
  return includes.length === 0 || includes.some(matches);
}

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === false || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function answered(fieldType: ProcedureFieldType, answer: FieldAnswer | null | undefined): boolean {
  if (fieldType === 'YESNO') return typeof answer === 'boolean' || (typeof answer === 'string' && answer.trim() !== '');
  return !isEmpty(answer);
}

const TRUE_WORDS = ['true', 'sim', 's', 'yes'];
const FALSE_WORDS = ['false', 'não', 'nao', 'n', 'no'];

/** Whether an answer equals the field's required answer (spec §5 requiredAnswers; a `;` list accepts any of them). */
function matchesRequired(required: string, answer: FieldAnswer): boolean {
  const accepted = optionList(required);
  if (typeof answer === 'boolean') {
    return accepted.some((r) => (answer ? TRUE_WORDS : FALSE_WORDS).includes(r.toLowerCase()));
  }
  if (typeof answer === 'string') return accepted.some((r) => same(r, answer));
  return accepted.every((r) => answer.some((a) => same(a, r)));
}

function validDate(value: string): boolean {
  const br = BR_DATE.exec(value);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : value;
  if (!ISO_DATE.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

function procedureFieldIssues(config: Pick<ExamRequestRulesConfig, 'procedureFields'>, answers: ExamRequestRulesInput['procedureFieldsAnswers']): ExamRequestIssue[] {
  const issues: ExamRequestIssue[] = [];
  for (const field of config.procedureFields) {
    if (!field.active) continue;
    const path = `procedureFieldsAnswers.${field.name}`;
    const answer = answers?.[field.name];
    if (!answered(field.fieldType, answer)) {
      if (field.viewType === 'REQUIRED') issues.push({ path, message: 'validation.requiredField' });
      continue;
    }
    const value = answer!;
    if (typeof value === 'string') {
      const text = value.trim();
      if (field.min !== null && text.length < field.min) { issues.push({ path, message: 'validation.minLength', params: { length: field.min } }); continue; }
      if (field.max !== null && text.length > field.max) { issues.push({ path, message: 'validation.maxLength', params: { length: field.max } }); continue; }
      if (field.fieldType === 'DATE' && !validDate(text)) { issues.push({ path, message: 'validation.invalidDate' }); continue; }
      if (field.fieldType === 'CELLPHONE' && !isValidPhone(onlyDigits(text))) { issues.push({ path, message: 'validation.invalidPhone' }); continue; }
      if (field.fieldType === 'SELECT' && !optionList(field.options).some((o) => same(o, text))) { issues.push({ path, message: 'validation.requiredSelect' }); continue; }
      if (field.fieldType === 'PATHOLOGYSELECT' && !pathologyAllowed(field.options, { idPathology: text, description: text })) {
        issues.push({ path, message: 'validation.answersMustMatch' }); continue;
      }
    }
    if (typeof value !== 'string' && typeof value !== 'boolean' && field.fieldType === 'MULTIPLESELECT') {
      const options = optionList(field.options);
      if (value.some((v) => !options.some((o) => same(o, v)))) { issues.push({ path, message: 'validation.requiredSelect' }); continue; }
    }
    if (field.requiredAnswers && !matchesRequired(field.requiredAnswers, value)) {
      issues.push({ path, message: 'validation.requiredSelect' });
    }
  }
  return issues;
}

/** A visible and required patient field must be filled (spec §5). */
function patientFieldIssues(config: Pick<ExamRequestRulesConfig, 'patientFields'>, patient: ExamRequestRulesInput['patient']): ExamRequestIssue[] {
  return config.patientFields
    .filter(({ field, visible, required }) => visible && required && isEmpty(patient[field]))
    .map(({ field }) => ({ path: `patient.${field}`, message: 'validation.requiredField' as const }));
}

/**
 * The rules of a request's dynamic form alone (spec §5 "dynamic rules as in exam"): the patient
 * fields its field configs make visible and required, and the procedure fields' answers. The
 * patient-procedure and travel requests run these; the exam request runs them inside `examRequestIssues`.
 */
export function dynamicFieldIssues(
  input: Pick<ExamRequestRulesInput, 'patient' | 'procedureFieldsAnswers'>, config: Pick<ExamRequestRulesConfig, 'patientFields' | 'procedureFields'>,
): ExamRequestIssue[] {
  return [...patientFieldIssues(config, input.patient), ...procedureFieldIssues(config, input.procedureFieldsAnswers)];
}

const ADDRESS_FIELDS = ['cep', 'placeDescription', 'number', 'neighborhood', 'city', 'state'] as const;

/**
 * Every configuration-dependent rule of an exam request (spec §5), as field issues; `today` is the
 * app clock's date in São Paulo (`saoPauloDate(now)`). An empty list means the request passes them.
 */
export function examRequestIssues(input: ExamRequestRulesInput, config: ExamRequestRulesConfig, today: string): ExamRequestIssue[] {
  const { group } = config;
  const issues: ExamRequestIssue[] = [];
  const add = (path: string, message: ExamRequestIssue['message'], params?: ExamRequestIssue['params']) =>
    issues.push({ path, message, ...(params ? { params } : {}) });
  const address = input.userAddress ?? undefined;

  issues.push(...patientFieldIssues(config, input.patient));
  if (group.requiredPersonalInformation) {
    if (isEmpty(input.patient.email)) add('patient.email', 'validation.emailRequired');
    if (isEmpty(input.patient.gender)) add('patient.gender', 'validation.genderRequired');
  }

  if (group.requiresSampleWithdrawal) {
    if (!input.institutionId) add('institutionId', 'validation.requiredSelect');
    if (!input.logisticType) add('logisticType', 'validation.requiredSelect');
    if (!address?.recipientType) add('userAddress.recipientType', 'validation.requiredSelect');
    else if (group.sampleWithdrawalRecipientTypes?.length && !group.sampleWithdrawalRecipientTypes.includes(address.recipientType as RecipientType)) {
      add('userAddress.recipientType', 'validation.requiredSelect');
    }
    if (!address?.documentType) add('userAddress.documentType', 'validation.requiredSelect');
  }
  if (group.requiresSampleWithdrawal || group.requiredAddress) {
    for (const f of ADDRESS_FIELDS) if (isEmpty(address?.[f])) add(`userAddress.${f}`, 'validation.requiredField');
  }
  const first = firstWithdrawalDate(today, group.daysAfterForSampleWithdrawal);
  const dates = address?.withdrawalDates ?? [];
  dates.forEach((date, i) => {
    if (!ISO_DATE.test(date)) return;
    const path = `userAddress.withdrawalDates.${i}`;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (date < first) add(path, 'validation.dateNeedBeBigger');
    else if (weekday === 0 || weekday === 6) add(path, 'validation.dateCanNoBeWeekend');
    else if (dates.indexOf(date) !== i) add(path, 'validation.datesMustDiffer');
  });

  if (group.requiredProduct) {
    if (!input.productId) add('productId', 'validation.productRequired');
    if (!input.presentationId) add('presentationId', 'validation.presentationRequired');
    if (isEmpty(input.presentationEan)) add('presentationEan', 'validation.presentationEanRequired');
  }

  if (group.requirePatientAgreement) {
    if (input.agreementType !== 'CODE' && input.agreementType !== 'FILE') add('agreementType', 'validation.requiredSelect');
    if (input.agreementType === 'CODE' && (input.code ?? '').trim().length < CODE_LENGTH) add('code', 'validation.invalidCode');
    if (input.agreementType === 'FILE' && !input.agreementFile) add('agreementFile', 'validation.fileRequired');
  }

  issues.push(...procedureFieldIssues(config, input.procedureFieldsAnswers));
  return issues;
}

/** The issues as the API's `fields` map (path → message keys). */
export function issuesByField(issues: readonly ExamRequestIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path] ??= []).push(issue.message);
  return fields;
}
