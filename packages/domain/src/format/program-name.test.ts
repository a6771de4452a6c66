import { describe, expect, it } from 'vitest';
import { programPhrase } from './program-name.ts';

describe('programPhrase', () => {
  it('names a programme once, whether or not its name already says "Programa"', () => {
    expect(programPhrase('Programa Bem Estar')).toBe('Programa Bem Estar');
    expect(programPhrase(' programa Abraçar a Vida ')).toBe('programa Abraçar a Vida');
    expect(programPhrase('Bem Estar')).toBe('programa Bem Estar');
    expect(programPhrase('Programação Viva')).toBe('programa Programação Viva');
  });
});
