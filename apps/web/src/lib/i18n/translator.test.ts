import { describe, expect, it, vi } from 'vitest';
import { createTranslator, mergeCatalogues, type Texts } from './translator.ts';

const catalogue = {
  auth: { title: 'Acesse sua conta', greeting: 'Olá, {{name}}! Você tem {{ count }} aviso(s).' },
  pharmacyFinder: { found_one: '{{count}} farmácia encontrada', found_other: '{{count}} farmácias encontradas' },
  inbox: { empty_zero: 'Nenhuma mensagem', empty_other: '{{count}} mensagens', plain: '{{count}} itens' },
};

describe('the pt-BR translator', () => {
  const { t, exists } = createTranslator(catalogue).current();

  it('answers the text of a dotted key and fills {{placeholders}}, spaces allowed', () => {
    expect(t('auth.title')).toBe('Acesse sua conta');
    expect(t('auth.greeting', { name: 'Ana', count: 2 })).toBe('Olá, Ana! Você tem 2 aviso(s).');
  });

  it('leaves a placeholder without a value as written and does not escape values', () => {
    expect(t('auth.greeting', { name: '<b>Zé</b>' })).toBe('Olá, <b>Zé</b>! Você tem {{ count }} aviso(s).');
  });

  it('picks the plural variant by pt-BR rules (0 and 1 are singular), _zero first for 0', () => {
    expect(t('pharmacyFinder.found', { count: 1 })).toBe('1 farmácia encontrada');
    expect(t('pharmacyFinder.found', { count: 0 })).toBe('0 farmácia encontrada');
    expect(t('pharmacyFinder.found', { count: 7 })).toBe('7 farmácias encontradas');
    expect(t('inbox.empty', { count: 0 })).toBe('Nenhuma mensagem');
    expect(t('inbox.empty', { count: 3 })).toBe('3 mensagens');
    expect(t('inbox.plain', { count: 3 })).toBe('3 itens');
    expect(t('inbox.plain', { count: '1.234' })).toBe('1.234 itens');
  });

  it('answers an unknown key, or a branch, with the key itself unless a default is given', () => {
    expect(t('auth.nowhere')).toBe('auth.nowhere');
    expect(t('auth')).toBe('auth');
    expect(t('auth.nowhere', { defaultValue: '' })).toBe('');
    expect(t('auditAction.x', { defaultValue: 'x {{n}}', n: 1 })).toBe('x 1');
    expect(t('constructor')).toBe('constructor');
  });

  it('says whether a key has a text', () => {
    expect(exists('auth.title')).toBe(true);
    expect(exists('auth')).toBe(false);
    expect(exists('auth.nowhere')).toBe(false);
  });

  it('merges added texts over the current ones, hands out new texts and tells its listeners when a text changes', () => {
    const translator = createTranslator(catalogue);
    const before = translator.current();
    const listener = vi.fn();
    const unsubscribe = translator.subscribe(listener);
    translator.add({ auth: { title: 'Entrar' }, menu: { home: 'Início' } });
    expect(listener).toHaveBeenCalledOnce();
    const after = translator.current();
    expect(after).not.toBe(before);
    expect(after.t('auth.title')).toBe('Entrar');
    expect(after.t('auth.greeting', { name: 'Ana', count: 1 })).toBe('Olá, Ana! Você tem 1 aviso(s).');
    expect(after.t('menu.home')).toBe('Início');
    unsubscribe();
    translator.add({ menu: { home: 'Casa' } });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('adds texts nobody looked up in vain without a new view or a listener call: nothing shown can differ', () => {
    const translator = createTranslator(catalogue);
    const before = translator.current();
    expect(before.t('auth.title')).toBe('Acesse sua conta');
    const listener = vi.fn();
    translator.subscribe(listener);
    // The same texts again (as a larger catalogue repeats the sections already there) and new ones.
    translator.add({ auth: { title: 'Acesse sua conta' }, menu: { home: 'Início' } });
    expect(listener).not.toHaveBeenCalled();
    expect(translator.current()).toBe(before);
    expect(before.t('menu.home')).toBe('Início');
  });

  it('hands out new texts once added texts answer a key looked up in vain (t or exists)', () => {
    for (const lookUp of [(texts: Texts) => texts.t('menu.home'), (texts: Texts) => texts.exists('menu.home')]) {
      const translator = createTranslator(catalogue);
      const before = translator.current();
      lookUp(before);
      const listener = vi.fn();
      translator.subscribe(listener);
      translator.add({ menu: { home: 'Início' } });
      expect(listener).toHaveBeenCalledOnce();
      expect(translator.current()).not.toBe(before);
      // The miss was answered: the next addition of new texts is silent again.
      translator.add({ menu: { about: 'Sobre' } });
      expect(listener).toHaveBeenCalledOnce();
    }
  });

  it('does not count a missing plural variant as a miss when the key itself answers', () => {
    const translator = createTranslator(catalogue);
    expect(translator.current().t('inbox.plain', { count: 1 })).toBe('1 itens');
    const listener = vi.fn();
    translator.subscribe(listener);
    translator.add({ menu: { home: 'Início' } });
    expect(listener).not.toHaveBeenCalled();
  });

  it('merges catalogues leaf by leaf, the second winning', () => {
    expect(mergeCatalogues({ a: { b: '1', c: '2' } }, { a: { c: '3' }, d: '4' })).toEqual({ a: { b: '1', c: '3' }, d: '4' });
  });
});
