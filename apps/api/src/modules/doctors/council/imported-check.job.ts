import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { enqueue } from '#platform/jobs/queue.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { COUNCIL_OUTAGE_RETRY_MS } from './council-check.job.ts';
import { checkCouncil } from './council.service.ts';
import * as repo from './council.repository.ts';

const MINUTE_MS = 60_000;

/**
 * Queues the council check of rows a spreadsheet just imported (decision 0076), in the import's
 * transaction: one job per CFM_BATCH_SIZE rows, spaced to stay within CFM_RATE_PER_MINUTE, so an
 * import of 300 CRMs is checked like the signups are, without waiting on the council to save.
 */
export async function queueImportedCheck(db: DbOrTx, deps: Pick<Deps, 'config' | 'now'>, registryIds: readonly number[]): Promise<void> {
  const { batchSize, ratePerMinute } = deps.config.cfm;
  const spacing = Math.ceil((batchSize / ratePerMinute) * MINUTE_MS);
  const start = deps.now().getTime();
  for (let i = 0; i * batchSize < registryIds.length; i++) {
    const batch = registryIds.slice(i * batchSize, (i + 1) * batchSize);
    await enqueue(db, 'checkImportedDoctors', { registryIds: batch }, { runAt: new Date(start + i * spacing), maxAttempts: 3 });
  }
}

/**
 * Asks the council about each imported row still in the registry and keeps its status (what the
 * doctors list shows and filters by). An outage stops where it is and tries the rest again later.
 */
export async function checkImportedDoctorsJob({ registryIds }: { registryIds: number[] }, deps: Deps): Promise<void> {
  if (registryIds.length === 0) return;
  const rows = await repo.registryRows(deps.db, registryIds);
  for (const [i, row] of rows.entries()) {
    const { answer } = await checkCouncil(deps, row);
    if (!answer) {
      await enqueue(deps.db, 'checkImportedDoctors', { registryIds: rows.slice(i).map((r) => r.id) }, { runAt: new Date(deps.now().getTime() + COUNCIL_OUTAGE_RETRY_MS), maxAttempts: 3 });
      return;
    }
    await deps.db.transaction(async (tx) => {
      await repo.saveRegistryAnswer(tx, row.id, answer.status, deps.now());
      if (answer.status !== row.councilStatus) {
        await recordAudit(tx, {
          actorId: null, action: 'council.check', entity: 'programDoctor', entityId: row.id,
          before: { councilStatus: row.councilStatus }, after: { councilStatus: answer.status, councilType: answer.type },
        });
      }
    });
  }
}
