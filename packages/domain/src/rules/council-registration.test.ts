import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { councilBlocks, councilNamesMatch, councilVerdict, COUNCIL_STATUSES, type CouncilAnswer } from './council-registration.ts';

const active = (name: string): CouncilAnswer => ({ status: 'ACTIVE', name, type: 'PRINCIPAL', specialties: [] });

describe('councilNamesMatch', () => {
  it.each([
    ['Carlos Eduardo Médico', 'CARLOS EDUARDO MEDICO'],
    ['José da Silva', 'JOSÉ PEREIRA DA SILVA'],
    ['Ana Souza', 'Ana Maria de Oliveira Souza'],
    ['Dra. Paula Pendente Silva', 'PAULA PENDENTE SILVA'],
    ['joão  dos   santos', 'João Batista dos Santos'],
    ["Maria D'Ávila", 'MARIA CRISTINA DAVILA'],
  ])('%s is the council\'s %s', (given, council) => {
    expect(councilNamesMatch(given, council)).toBe(true);
    expect(councilNamesMatch(council, given)).toBe(true);
  });

  it.each([
    ['Carlos Medico', 'Carla Medico'],
    ['José da Silva', 'José da Silva Souza'],
    ['Ana', 'Ana Souza'],
    ['Dr.', 'Dr. Souza'],
    ['', 'Ana Souza'],
  ])('%s is not %s', (given, council) => {
    expect(councilNamesMatch(given, council)).toBe(false);
  });

  const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const word = fc.stringMatching(/^[A-Za-zÁÉÍÓÚÂÊÔÃÕÇáéíóúâêôãõç]{3,10}$/)
    .filter((w) => !['dra', 'prof', 'profa', 'doutor', 'doutora', 'das', 'dos'].includes(plain(w)));
  it('ignores accents, case and the middle names either side leaves out', () => {
    fc.assert(fc.property(word, fc.array(word, { maxLength: 3 }), word, (first, middle, last) => {
      const full = [first, ...middle, last].join(' ');
      const shouted = full.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      expect(councilNamesMatch(`${first} ${last}`, shouted)).toBe(true);
      expect(councilNamesMatch(full, `  ${first.toLowerCase()}   ${last} `)).toBe(true);
    }));
  });

  it('never matches another last name', () => {
    fc.assert(fc.property(word, word, word, (first, last, other) => {
      fc.pre(plain(other) !== plain(last));
      expect(councilNamesMatch(`${first} ${last}`, `${first} ${other}`)).toBe(false);
    }));
  });
});

describe('councilVerdict', () => {
  it('accepts an active registration of the same person, refuses the rest, and lets an unanswered check through unverified', () => {
    expect(councilVerdict(active('CARLOS MEDICO'), 'Carlos Médico')).toEqual({ outcome: 'accepted' });
    expect(councilVerdict(active('CARLOS MEDICO'), 'Carla Médico')).toEqual({ outcome: 'refused', code: 'crmNameMismatch' });
    expect(councilVerdict({ ...active('CARLOS MEDICO'), status: 'SUSPENDED' }, 'Carlos Médico')).toEqual({ outcome: 'refused', code: 'crmNotActive' });
    expect(councilVerdict({ status: 'NOT_FOUND', name: null, type: null, specialties: [] }, 'Carlos')).toEqual({ outcome: 'refused', code: 'crmNotFound' });
    expect(councilVerdict(null, 'Carlos Médico')).toEqual({ outcome: 'unverified' });
  });

  it('blocks new requests for every status but active and unverified', () => {
    expect(COUNCIL_STATUSES.filter(councilBlocks)).toEqual(['SUSPENDED', 'CANCELLED', 'DECEASED', 'NOT_FOUND']);
  });
});
