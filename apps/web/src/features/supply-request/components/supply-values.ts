import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  onlyDigits, supplyRequestIssues, supplyRequestSchema, translate, type SupplyRulesInput, type DoctorAddress, type RecipientType, type Supply,
  type SupplyRequestInput,
} from '@portal/domain';
import { EMPTY_ADDRESS, type AddressValues } from '@/components/address/address-block.tsx';

/** The supply request form, shaped like the `POST /procedures` body so field paths match the server's. */
export interface SupplyRequestValues {
  supplyGroupId: number | '';
  supplyId: number | '';
  institutionId: number | '';
  quantity: number | '';
  email: string;
  /** A saved address's id, or 'new'. */
  addressChoice: number | 'new';
  userAddress: AddressValues & { recipientName: string; recipientType: RecipientType | ''; recipientCpf: string; observation: string; save: boolean };
}

export const emptySupplyRequest = (supplyGroupId: number | '' = '', supplyId: number | '' = ''): SupplyRequestValues => ({
  supplyGroupId, supplyId, institutionId: '', quantity: 1, email: '', addressChoice: 'new',
  userAddress: { ...EMPTY_ADDRESS, recipientName: '', recipientType: '', recipientCpf: '', observation: '', save: false },
});

export interface SupplyRules {
  programId: number;
  supply: Supply;
  saved: readonly DoctorAddress[];
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function toRequestBody(values: SupplyRequestValues, { programId, supply, saved }: SupplyRules): SupplyRequestInput {
  const a = values.userAddress;
  const reused = values.addressChoice === 'new' ? undefined : saved.find((s) => s.id === values.addressChoice);
  const fields = reused
    ? { ...reused, complement: reused.complement ?? undefined, id: undefined }
    : { cep: a.cep, placeDescription: a.placeDescription, number: a.number, complement: text(a.complement), neighborhood: a.neighborhood,
      city: a.city, state: a.state, recipientName: a.recipientName, recipientType: a.recipientType || undefined };
  return {
    type: 'SUPPLY', programId, supplyGroupId: supply.supplyGroupId, supplyId: supply.id,
    institutionId: values.institutionId === '' ? undefined : values.institutionId,
    quantity: values.quantity === '' ? 0 : values.quantity, email: text(values.email),
    userAddress: {
      ...fields,
      recipientCpf: supply.showFieldCpfRequester ? text(onlyDigits(a.recipientCpf)) : undefined,
      observation: text(a.observation),
      addressId: reused?.id, save: !reused && a.save,
    },
  } as SupplyRequestInput;
}

/** The form checks what the server checks (spec §5): the shared schema, then the kit's rules, each on its field. */
export const supplyResolver: Resolver<SupplyRequestValues, SupplyRules | undefined> = (values, rules, options) => {
  const errors: Record<string, FieldError> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= { type: 'validation', message };
  };
  if (values.supplyGroupId === '') add('supplyGroupId', 'validation.requiredSelect');
  if (values.supplyId === '') add('supplyId', 'validation.requiredSelect');
  if (rules) {
    const body = toRequestBody(values, rules);
    const parsed = supplyRequestSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
    const config = { ...rules.supply, institutionIds: rules.supply.institutions.map((i) => i.id) };
    for (const issue of supplyRequestIssues(body as SupplyRulesInput, config)) {
      add(issue.path, issue.params ? translate(issue.message, issue.params) : issue.message);
    }
  }
  // A reused address shows no fields: its problems belong to the choice.
  const hidden = (path: string) => values.addressChoice !== 'new' && path.startsWith('userAddress.') && !/recipientCpf|observation/.test(path);
  const shown = Object.fromEntries(Object.entries(errors).filter(([path]) => !hidden(path)));
  const firstHidden = Object.entries(errors).find(([path]) => hidden(path));
  if (firstHidden && !('addressChoice' in shown)) shown.addressChoice = firstHidden[1];
  if (Object.keys(shown).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(shown as FieldErrors, options) };
};
