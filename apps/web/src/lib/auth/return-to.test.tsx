import { describe, expect, it } from 'vitest';
import { loginHrefReturningTo, safeReturnPath } from './return-to.ts';

describe('the page to return to after signing in again', () => {
  it('keeps a relative path of this portal with its query and fragment', () => {
    expect(safeReturnPath('/procedures/exams?status=OPEN#x')).toBe('/procedures/exams?status=OPEN#x');
    expect(safeReturnPath('/patients/12')).toBe('/patients/12');
  });

  it.each([
    null, '', 'procedures', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/\\/evil.example', 'javascript:alert(1)',
    '/%0d%0aevil', '\t//evil.example', '/login?next=/x', '/logout',
  ])('refuses %j (another host, a script or a sign-in page)', (value) => {
    const kept = safeReturnPath(value);
    if (kept !== null) expect(new URL(kept, 'https://portal.example').origin).toBe('https://portal.example');
    if (value === '/%0d%0aevil') return; // encoded, so still a path here
    expect(kept).toBeNull();
  });

  it('names the programme and the page on /login', () => {
    const href = loginHrefReturningTo('/procedures/exams?status=OPEN', { slug: 'ABRACARAVIDA' });
    const u = new URL(href, 'https://portal.example');
    expect(u.pathname).toBe('/login');
    expect(u.searchParams.get('program')).toBe('ABRACARAVIDA');
    expect(u.searchParams.get('next')).toBe('/procedures/exams?status=OPEN');
    expect(loginHrefReturningTo('//evil.example', undefined)).toBe('/login');
  });
});
