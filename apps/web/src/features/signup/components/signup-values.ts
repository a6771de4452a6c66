import { ADDRESS_FIELDS } from '@/components/address/address-block.tsx';
import type { z } from 'zod';
import type { PublicProgram, signupFormSchema } from '@portal/domain';

type Schema = ReturnType<typeof signupFormSchema>;
/** The signup form's values as typed, and as the schema gives them back. */
export type SignupFormValues = z.input<Schema>;
export type SignupFormOutput = z.output<Schema>;
/** Messages the server gave per form path ('email', 'doctor.cpf'). */
export type ServerFieldErrors = Record<string, string>;

/**
 * Spec §2: the optional address block with postcode auto-fill is offered by one named
 * programme only. We name it ABRACARAVIDA (the programme with the FAQ and the care network).
 */
export const ADDRESS_PROGRAM_SLUG = 'ABRACARAVIDA';

export const hasAddressBlock = (program: PublicProgram): boolean => program.slug?.toUpperCase() === ADDRESS_PROGRAM_SLUG;

/** dd/MM/yyyy as typed to the ISO date the API takes; anything else is left for the schema to refuse. */
export function toIsoDate(value: string | null | undefined): string | null | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

interface ValuesWithAddressAndDoctor {
  address?: Record<string, unknown> | null;
  doctor?: { birthDate?: string | null } & Record<string, unknown>;
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Before validation: an untouched optional address is no address; the birth date becomes ISO. */
export function normalizeSignupValues<T extends ValuesWithAddressAndDoctor>(values: T, withAddress: boolean): T {
  const address = values.address;
  const emptyAddress = !address || ADDRESS_FIELDS.every((f) => isBlank(address[f]));
  return {
    ...values,
    address: withAddress && !emptyAddress ? address : undefined,
    doctor: values.doctor ? { ...values.doctor, birthDate: toIsoDate(values.doctor.birthDate) } : values.doctor,
  };
}
