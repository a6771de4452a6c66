import type { PublicProgram } from '@portal/domain';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';

/** Query parameter of /login naming the page to return to once signed in again. */
export const RETURN_QUERY_PARAM = 'next';

/** Tabs, line breaks and other control characters, which browsers strip from a URL (`/\t/evil`). */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Pages never returned to: signing in again must not land on a sign-in or sign-out screen. */
const NOT_RETURNED_TO = new Set([paths.login.path, paths.logout.path]);

/**
 * The page to return to after signing in, or null: only a relative path of this origin
 * (`/procedures/12?tab=x`), never a URL, a protocol-relative `//host` or a backslash trick that a
 * browser would read as another host — no open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'https://portal.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'https://portal.invalid' || NOT_RETURNED_TO.has(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** /login naming the programme (so the chooser does not open) and the page to come back to. */
export function loginHrefReturningTo(returnTo: string | null | undefined, program: Pick<PublicProgram, 'slug'> | undefined): string {
  return paths.login.href({}, {
    [PROGRAM_QUERY_PARAM]: program?.slug ?? undefined,
    [RETURN_QUERY_PARAM]: safeReturnPath(returnTo) ?? undefined,
  });
}

/** Where the browser is now, as a return path. */
export const currentPath = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;
