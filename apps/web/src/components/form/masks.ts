import { onlyDigits } from '@portal/domain';

/**
 * Progressive input masks: they format what has been typed so far, so a field shows
 * 123.456 while the user is still typing a CPF. Complete values match the domain formatters.
 */
export type MaskKind = 'cpf' | 'phone' | 'cep' | 'date' | 'digits';

export const MASK_MAX_LENGTH: Record<MaskKind, number> = { cpf: 14, phone: 15, cep: 9, date: 10, digits: 20 };

const DIGIT_LIMIT: Record<MaskKind, number> = { cpf: 11, phone: 11, cep: 8, date: 8, digits: 20 };

export function applyMask(kind: MaskKind, value: string): string {
  const d = onlyDigits(value).slice(0, DIGIT_LIMIT[kind]);
  switch (kind) {
    case 'cpf':
      return d.replace(/^(\d{3})(\d)/, '$1.$2').replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3').replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
    case 'phone':
      if (d.length <= 2) return d.length ? `(${d}` : '';
      if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
      if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
      return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
    case 'cep':
      return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
    case 'date':
      if (d.length <= 2) return d;
      if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
      return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
    case 'digits':
      return d;
  }
}
