/**
 * `npm run inventory:reconcile`: checks that every inventory balance equals the sum of its ledger
 * movements (units received minus units given), on the database the portal is configured with:
 * DATABASE_URL, or the PGlite data directory under DATA_DIR (default ./data; stop the portal
 * first, PGlite opens a directory in one process only). Exits 1 listing the differences.
 */
import path from 'node:path';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { reconcileLedger } from '../apps/api/src/modules/requests/inventory/reconcile.repository.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
try {
  const report = await reconcileLedger(database.db, 1000);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`;
  console.log(`Inventory ledger (${where}): ${report.balances} balance rows, ${report.movements} movements.`);
  if (report.ok) {
    console.log('Balanced: every balance equals the sum of its movements.');
  } else {
    console.log(`OUT OF BALANCE: ${report.differences.length}${report.differences.length === 1000 ? '+' : ''} differences`);
    console.table(report.differences);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
