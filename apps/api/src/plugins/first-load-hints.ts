import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_BASE, FIRST_LOAD_HINTS_FILE, fillPath, type FirstLoadHints } from '@portal/domain';
import { contract } from '@portal/domain/contracts';
import { liveSessionOf } from './auth.ts';

const LOGIN_PATH = '/login';
/** Pages a signed-in user opens without the shell: the patient's link (spec §2) and signing out. */
const WITHOUT_SHELL = /^\/(?:p\/|logout$)/;
/** A programme slug worth announcing; anything else is left to the page (which shows its error). */
const SLUG = /^[A-Za-z0-9_-]{1,100}$/;

const apiUrl = (endpointPath: string, params?: Record<string, string>) => `${API_BASE}${fillPath(endpointPath, params)}`;
const modulePreload = (file: string) => `</${file}>; rel=modulepreload; crossorigin`;
/** Same mode and credentials as the API client's `fetch`, so the page's own request takes this answer. */
const fetchPreload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

const ASSET = z.string().regex(/^assets\/[\w.-]+\.js$/);
const hintsSchema: z.ZodType<FirstLoadHints> = z.object({ login: z.array(ASSET), signedIn: z.array(ASSET) });

/** The build's hints, or none when the file is missing or not of this server's shape (another build's). */
function readHints(app: FastifyInstance, file: string): FirstLoadHints | undefined {
  if (!fs.existsSync(file)) return undefined;
  let content: unknown;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    content = undefined;
  }
  const parsed = hintsSchema.safeParse(content);
  if (!parsed.success) app.log.warn({ file }, 'first-load hints not understood: pages are sent without them');
  return parsed.data;
}

const SESSION_URL = apiUrl(contract.auth.session.path);
const PROGRAMS_URL = apiUrl(contract.programs.listPublic.path);

/**
 * The `Link` header of a page: the chunks its first screen imports after the entry has run, and the
 * API answers it asks for first (the session, the programmes, the programme of `?program=`), so the
 * browser fetches them beside the entry rather than in two more rounds after it. /login gets its
 * page; a signed-in user (a live session, not only a cookie) the shell and dashboard; a visitor on
 * any other page nothing more than index.html says. Nothing either without a build's hints file
 * (the dev server, a build of another shape).
 */
export function firstLoadLinks(app: FastifyInstance, webRoot: string) {
  const hints = readHints(app, path.join(webRoot, FIRST_LOAD_HINTS_FILE));
  return async (request: FastifyRequest): Promise<string | undefined> => {
    if (!hints) return undefined;
    const url = new URL(request.url, 'http://portal');
    if (url.pathname === LOGIN_PATH) {
      const slug = url.searchParams.get('program');
      const program = slug && SLUG.test(slug) ? [fetchPreload(apiUrl(contract.programs.bySlug.path, { slug }))] : [];
      return [...hints.login.map(modulePreload), fetchPreload(SESSION_URL), fetchPreload(PROGRAMS_URL), ...program].join(', ');
    }
    if (WITHOUT_SHELL.test(url.pathname)) return undefined;
    const session = await liveSessionOf(app, request).catch(() => null);
    if (!session) return undefined;
    return [...hints.signedIn.map(modulePreload), fetchPreload(SESSION_URL), fetchPreload(PROGRAMS_URL)].join(', ');
  };
}
