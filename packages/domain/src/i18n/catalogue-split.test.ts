import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { err } from './pt-BR/errors.ts';
import { sessionErr } from './pt-BR/errors-session.ts';

/** /login loads only `sessionErr` (apps/web/src/lib/i18n); the rest of `err` comes with other screens. */
describe('the split error catalogue', () => {
  it('keeps every session error in err with its one text', () => {
    for (const [key, text] of Object.entries(sessionErr)) expect(err[key as keyof typeof err], key).toBe(text);
  });

  it('defines each session key only in errors-session.ts', () => {
    const rest = fs.readFileSync(new URL('./pt-BR/errors.ts', import.meta.url), 'utf8');
    const redefined = Object.keys(sessionErr).filter((key) => new RegExp(`^\\s+${key}\\s*:`, 'm').test(rest));
    expect(redefined).toEqual([]);
  });
});
