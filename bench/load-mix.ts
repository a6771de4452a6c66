import autocannon from 'autocannon';
import { clientAddress } from './client-addresses.ts';

/**
 * 200 simulated users for 60 s (BENCH_LOAD_USERS, BENCH_LOAD_SECONDS): each signs in, reads its
 * session, the users list, a search, the exams list, and signs out (a write: the session row is
 * deleted), then starts again. Only run when BENCH_LOAD=1, so the default bench stays short.
 *
 * Each sign-in comes from its own client address, as real users behind a load balancer do: the
 * bench runs the portal with TRUST_PROXY=1 and sends X-Forwarded-For from a pool of addresses, so
 * the per-address login limits see many clients, not one (where every login once answered 429).
 */
interface Context { token?: string; ip?: string }

/** The non-2xx answers by status (a 401 follows a sign-in that timed out; 429 would be the login limit). */
const statuses = (result: autocannon.Result) => {
  const codes = Object.entries(result.statusCodeStats as Record<string, { count: number } | undefined>)
    .filter(([code]) => !code.startsWith('2')).map(([code, stat]) => `${code}×${stat?.count ?? 0}`);
  return codes.length ? `: ${codes.join(', ')}` : '';
};

export async function loadMixScenario(baseUrl: string, programId: number) {
  const users = Number(process.env.BENCH_LOAD_USERS ?? 200);
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const authed = (method: string, path: string) => ({
    method, path,
    setupRequest: (req: autocannon.Request, context: Context) => ({
      ...req, headers: { ...req.headers, authorization: `Bearer ${context.token ?? ''}`, 'x-forwarded-for': context.ip ?? '' },
    }),
  }) as autocannon.Request;
  const result = await autocannon({
    url: baseUrl,
    connections: users,
    duration: seconds,
    initialContext: {},
    requests: [
      {
        method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@demo.com.br', password: 'Demo@2026', programId, authMode: 'bearer' }),
        setupRequest: (req: autocannon.Request, context: Context) => {
          context.ip = clientAddress();
          return { ...req, headers: { ...req.headers, 'x-forwarded-for': context.ip } };
        },
        onResponse: (_status: number, body: string, context: Context) => {
          try { context.token = (JSON.parse(body) as { token?: string }).token; } catch { context.token = undefined; }
        },
      },
      authed('GET', '/api/user'),
      authed('GET', `/api/users?programId=${programId}&skip=0&take=10`),
      authed('GET', `/api/users?programId=${programId}&skip=0&take=10&filter=silva`),
      authed('GET', `/api/procedures?programId=${programId}&type=CLINICAL_EXAMINATION&skip=0&take=10`),
      authed('POST', '/api/logout'),
    ],
  });
  return {
    scenario: `load: ${users} users × ${seconds} s (login, session, users list, search, exams list, logout)`,
    value: `${Math.round(result.requests.average)} req/s`,
    note: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx} (target 0: `
      + `${result.timeouts} timeouts of 10 s, ${result.non2xx} non-2xx${statuses(result)}), ${result.requests.total} requests`,
  };
}
