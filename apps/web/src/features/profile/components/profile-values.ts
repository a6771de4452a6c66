import { ADDRESS_FIELDS, EMPTY_ADDRESS, type AddressValues } from '@/components/address/address-block.tsx';
import { applyMask } from '@/components/form/masks.ts';
import { splitWorkInstitutions, type Profile } from '@portal/domain';

export interface ProfileEditValues {
  name: string;
  email: string;
  phone: string;
  doctor?: { cpf: string; birthDate: string; crm: string; uf: string };
  address: AddressValues;
  workInstitutions: string[];
}

const isoToDisplay = (iso: string | null): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
};

export const displayToIso = (value: string): string => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
};

/** The form's starting values from GET /users/me. */
export function toFormValues(profile: Profile): ProfileEditValues {
  const address = profile.address
    ? Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, f === 'cep' ? applyMask('cep', profile.address?.cep ?? '') : (profile.address?.[f] ?? '')])) as AddressValues
    : { ...EMPTY_ADDRESS };
  return {
    name: profile.name,
    email: profile.email,
    phone: applyMask('phone', profile.phone ?? ''),
    doctor: profile.doctor
      ? { cpf: applyMask('cpf', profile.doctor.cpf ?? ''), birthDate: isoToDisplay(profile.doctor.birthDate), crm: profile.doctor.crm, uf: profile.doctor.uf }
      : undefined,
    address,
    workInstitutions: splitWorkInstitutions(profile.doctor?.workInstitutions).length > 0 ? splitWorkInstitutions(profile.doctor?.workInstitutions) : [''],
  };
}

export const isAddressEmpty = (address: AddressValues): boolean => ADDRESS_FIELDS.every((f) => address[f].trim() === '');
