import type { Page } from 'playwright-core';
import { allowedRoutes, type PublicProgram, type SessionUser } from '@portal/domain';
import { url } from './env.ts';

/** The data-testids of the side-menu items on screen (menu-<routeKey>). */
export async function shownMenuTestIds(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await menu.locator('[data-testid^="menu-"]').first().waitFor();
  const ids = await menu.locator('[data-testid^="menu-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  return ids.sort();
}

/** What the shared rule grants this session: allowedRoutes of GET /api/user and its programme. */
export async function expectedMenuTestIds(page: Page): Promise<{ ids: string[]; user: SessionUser; program: PublicProgram }> {
  const user = (await (await page.request.get(url('/api/user'))).json()) as SessionUser;
  const programs = (await (await page.request.get(url('/api/programs/list/all'))).json()) as PublicProgram[];
  const program = programs.find((p) => p.id === user.programId);
  if (!program) throw new Error(`programme ${user.programId} of ${user.email} not in /api/programs/list/all`);
  const ids = allowedRoutes(user.type, program.modules, user.modules)
    .filter((route) => route.group !== undefined)
    .map((route) => `menu-${route.key}`)
    .sort();
  return { ids, user, program };
}
