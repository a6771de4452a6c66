import type { Config } from '../config.ts';

type LinkConfig = Pick<Config, 'publicUrl' | 'host' | 'port'>;

/** Hosts that mean "every interface": a link cannot point a person at them. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The one base of every link the portal sends (e-mail, SMS, the OpenAPI `servers`): PUBLIC_URL,
 * else where this server listens (`localhost` when it listens on every interface). No trailing slash.
 */
export function publicBase(config: LinkConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = ANY_INTERFACE.has(config.host) ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}

/**
 * An absolute link to `path` on the public base: a portal path (`/p/ABC`) is appended to it, so a
 * PUBLIC_URL with a path of its own (`https://example.com/portal`) keeps it; an absolute URL (a
 * stored term on another host) is left as it is.
 */
export function publicLink(config: LinkConfig, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${publicBase(config)}${path.startsWith('/') ? '' : '/'}${path}`;
}
