import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('starts with a byte-order mark and separates with semicolons', () => {
    const csv = toCsv(['Linha', 'Nome'], [[2, 'José da Silva']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Linha;Nome\r\n2;José da Silva\r\n');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField('linha\nnova')).toBe('"linha\nnova"');
  });

  it('defuses formulas but keeps plain numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-5')).toBe('-5');
    expect(csvField('+5511987654321')).toBe('+5511987654321');
    expect(csvField(null)).toBe('');
  });
});
