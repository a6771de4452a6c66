import { describe, expect, expectTypeOf, it } from 'vitest';
import { loginSchema } from '../schemas/index.ts';
import { translate, type MessageKey } from './index.ts';

describe('translate', () => {
  it('looks up dotted keys at any depth', () => {
    expect(translate('err.invalidCode')).toBe('Código inválido');
    expect(translate('menu.group.quickAccess')).toBe('Acesso rápido');
    expect(translate('status.PARTIAL')).toBe('Parcial');
  });

  it('returns the key itself when it is missing or names a section', () => {
    expect(translate('err.doesNotExist')).toBe('err.doesNotExist');
    expect(translate('err')).toBe('err');
    expect(translate('menu.group')).toBe('menu.group');
    expect(translate('')).toBe('');
    expect(translate('err.invalidCode.deeper')).toBe('err.invalidCode.deeper');
    expect(translate('err.toString')).toBe('err.toString');
    expect(translate('__proto__')).toBe('__proto__');
  });

  it('fills {{name}} placeholders like i18next', () => {
    expect(translate('validation.minLength', { length: 6 })).toBe('Informe pelo menos 6 caracteres');
    expect(translate('validation.quantityMax', { max: '10' })).toBe('A quantidade deve ser no máximo 10');
    expect(translate('common.displayedRows', { from: 1, to: 10, count: 42 })).toBe('1–10 de 42');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translate('validation.minLength')).toBe('Informe pelo menos {{length}} caracteres');
    expect(translate('validation.minLength', { other: 1 })).toBe('Informe pelo menos {{length}} caracteres');
  });

  it('translates every message the domain schemas emit', () => {
    const result = loginSchema.safeParse({ username: 'not-an-email', password: '123', programId: 1 });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(translate(issue.message)).not.toBe(issue.message);
    const empty = loginSchema.safeParse({ username: 'a@b.com', password: '', programId: 1 });
    for (const issue of empty.error?.issues ?? []) expect(translate(issue.message)).not.toBe(issue.message);
  });

  it('types MessageKey as the dotted paths of the catalogue', () => {
    expectTypeOf<'err.invalidUser'>().toExtend<MessageKey>();
    expectTypeOf<'menu.group.menu'>().toExtend<MessageKey>();
    expectTypeOf<'validation.firstMedicine.doctorCrm'>().toExtend<MessageKey>();
    expectTypeOf<'err'>().not.toExtend<MessageKey>();
    expectTypeOf<'err.nope'>().not.toExtend<MessageKey>();
  });
});
