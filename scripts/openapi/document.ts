import { buildApp } from '../../apps/api/src/main/app.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';

/** The OpenAPI document exactly as `/api/docs/json` serves it, from an app on an empty in-memory database. */
export async function servedDocument(env: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const database = await openDatabase({});
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', ...env }), database, logger: false });
  try {
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
    return answer.json<Record<string, unknown>>();
  } finally {
    await app.close();
    await database.close();
  }
}
