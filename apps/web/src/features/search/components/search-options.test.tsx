import { describe, expect, it } from 'vitest';
import { ptBR, type GlobalSearchResult } from '@portal/domain';
import { createTranslator } from '@/lib/i18n/translator.ts';
import { searchOptions } from './search-options.ts';

const { t } = createTranslator(ptBR).current();
const request = { id: 7, code: 'ABC123', type: 'FIRST_MEDICINE', status: 'APPROVED' } as const;

describe('the search\'s patient options', () => {
  it('label a patient by name and the CPF\'s last digits, and one with no name on file as such', () => {
    const result: GlobalSearchResult = {
      requests: [], doctors: [],
      patients: [{ name: 'Joana Silva Ribeiro', cpfEnd: '35', request }, { name: null, cpfEnd: '09', request: { ...request, id: 8 } }],
    };
    expect(searchOptions(result, t).map((o) => o.label)).toEqual(['Joana Silva Ribeiro · CPF final 35', 'Paciente sem nome · CPF final 09']);
  });
});
