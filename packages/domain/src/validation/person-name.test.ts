import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanOneLineText, hasMarkupCharacters, startsLikeFormula } from './person-name.ts';

/** Characters nobody sees: zero-width, word joiner, byte-order mark, soft hyphen, bidi controls, tags, fillers. */
const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u202E', '\u2066', '\u200F', '\u061C', '\u180E', '\u{E0041}', '\u3164', '\u2800'];
/** Line breaks, tabs, controls and other spaces. */
const SPACES = ['\n', '\r\n', '\t', '\v', '\f', '\u0085', '\u2028', '\u2029', '\u00A0', '\u2003', '\u3000', '\u0007', '\u001B', '\u007F', '\u009B'];

/** A name as people write them: letters with accents, apostrophes, hyphens and dots, single spaces. */
const nameWord = fc.array(fc.constantFrom(...'aeiouáéíóúâêôãõçÁÉÍÓÚÇAZmnlrstD\'-.'.split('')), { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join(''));
const validName = fc.array(nameWord, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));

describe('cleanOneLineText', () => {
  it('keeps names as people write them', () => {
    for (const name of ["Maria D'Ávila", 'João-Pedro Sr. Gonçalves', 'Ana Luíza de Souza']) expect(cleanOneLineText(name)).toBe(name);
    fc.assert(fc.property(validName, (name) => {
      expect(cleanOneLineText(name)).toBe(name.trim());
    }));
  });

  it('gives the name back whatever invisible characters were put into it', () => {
    fc.assert(fc.property(validName, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLES)), { maxLength: 10 }), (name, inserts) => {
      let dirty = name;
      for (const [at, char] of inserts) dirty = dirty.slice(0, at % (dirty.length + 1)) + char + dirty.slice(at % (dirty.length + 1));
      expect(cleanOneLineText(dirty)).toBe(name.trim());
    }));
  });

  it('makes any run of line breaks, tabs, controls and spaces one space', () => {
    fc.assert(fc.property(validName, validName, fc.array(fc.constantFrom(...SPACES, ' '), { minLength: 1, maxLength: 6 }), (a, b, run) => {
      expect(cleanOneLineText(`${run.join('')}${a}${run.join('')}${b}${run.join('')}`)).toBe(`${a.trim()} ${b.trim()}`);
    }));
    expect(cleanOneLineText('Ana\u200B Souza\r\n\tLima')).toBe('Ana Souza Lima');
  });

  it('leaves one visible line: no invisible, control or repeated space, and cleaning twice changes nothing', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
      const clean = cleanOneLineText(text);
      expect(clean).not.toMatch(/[\p{Cf}\p{Cc}]|\s{2}|[^\S ]|^ | $/u);
      expect(cleanOneLineText(clean)).toBe(clean);
    }));
  });

  it('composes accents typed as a letter and a combining mark', () => {
    expect(cleanOneLineText('Jose\u0301')).toBe('José');
  });
});

describe('what a name may not carry', () => {
  it('markup characters and a formula start', () => {
    expect(hasMarkupCharacters('<script>alert(1)</script>')).toBe(true);
    expect(hasMarkupCharacters("Maria D'Ávila")).toBe(false);
    for (const start of ['=', '+', '-', '@']) expect(startsLikeFormula(`${start}HYPERLINK("x")`)).toBe(true);
    expect(startsLikeFormula('Ana=Souza')).toBe(false);
  });
});
