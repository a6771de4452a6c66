import { describe, expect, it } from 'vitest';
import { optionalPersonName, personNameString, requiredPersonName } from './person-fields.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('person names (decision 0066)', () => {
  const name = requiredPersonName(150);

  it('clean invisible characters and line breaks', () => {
    expect(name.parse('  Ana\u200B\u200D Souza\u2060\r\nLima\t\uFEFF')).toBe('Ana Souza Lima');
    expect(personNameString().parse('\u202EAna\u2066 Souza\u2069')).toBe('Ana Souza');
  });

  it("keep accents, apostrophes, hyphens and dots", () => {
    expect(name.parse("Maria D'Ávila-Gonçalves Jr.")).toBe("Maria D'Ávila-Gonçalves Jr.");
  });

  it('refuse markup and a formula start, with a message the form shows', () => {
    expect(messagesOf(name.safeParse('Ana <script>alert(1)</script>'))).toEqual(['validation.nameMarkup']);
    for (const start of ['=', '+', '-', '@']) expect(messagesOf(name.safeParse(`${start}HYPERLINK("http://x")`))).toEqual(['validation.nameFormulaStart']);
    expect(messagesOf(name.safeParse('\u200B=1+1'))).toEqual(['validation.nameFormulaStart']);
  });

  it('count a name of invisible characters only as blank', () => {
    expect(messagesOf(name.safeParse('\u200B\u200C \n'))).toEqual(['validation.requiredField']);
    expect(optionalPersonName(150).parse('\u200B \t')).toBeUndefined();
    expect(optionalPersonName(150).parse(null)).toBeUndefined();
    expect(optionalPersonName(150).parse(' Zé\u00AD ')).toBe('Zé');
  });
});
