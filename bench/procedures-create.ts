import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import {
  examGroupInstitutions, examGroups, exams, inventoryBalances, inventoryMovements, programs, usagePolicies, usagePolicyAcceptances, users,
} from '../apps/api/src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../apps/api/src/main/seed/demo.ts';
import { hashPassword } from '../apps/api/src/platform/lib/password.ts';
import { reconcileLedger } from '../apps/api/src/modules/requests/inventory/reconcile.repository.ts';
import { insertPeople } from '../apps/api/src/modules/requests/inventory/inventory.test-helpers.ts';
import { cpfOf } from '../apps/api/src/modules/requests/procedure-requests/exam-request.test-helpers.ts';
import { startProcess } from './server.ts';

/**
 * Exam request creation (issue item 10): BENCH_EXAM_DOCTORS doctors (default 20) each post
 * BENCH_EXAM_REQUESTS requests (default 5) at the same time, for both exams of "Painel genético";
 * each doctor holds fewer vouchers than they ask for, so some requests are refused. Reports p50/p99
 * of a request and whether the ledger still balances afterwards. Runs on its own portal and data.
 */
const DOCTORS = Number(process.env.BENCH_EXAM_DOCTORS ?? 20);
const REQUESTS = Number(process.env.BENCH_EXAM_REQUESTS ?? 5);
const VOUCHERS = Math.max(1, REQUESTS - 1);

interface Setup { programId: number; followupId: number; groupId: number; examIds: number[]; institutionId: number; emails: string[] }

async function withDatabase<T>(dataDir: string, run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'),
  });
  try { return await run(database.db); } finally { await database.close(); }
}

/** Doctors who signed the policies and hold VOUCHERS of each exam, granted on the ledger. */
async function prepare(dataDir: string): Promise<Setup> {
  return withDatabase(dataDir, async (db) => {
    const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.slug, 'BEMESTAR'));
    const programId = program!.id;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com.br'));
    const ids = await insertPeople(db, DOCTORS, { programId, managerId: admin!.id, tag: 'BenchExames', passwordHash: await hashPassword(DEMO_PASSWORD) });
    const policies = await db.select({ id: usagePolicies.id }).from(usagePolicies).where(and(eq(usagePolicies.programId, programId), eq(usagePolicies.userType, 'DOCTOR')));
    await db.insert(usagePolicyAcceptances).values(ids.flatMap((userId) => policies.map((p) => ({ policyId: p.id, userId }))));
    const [group] = await db.select({ id: examGroups.id, followupId: examGroups.followupId }).from(examGroups)
      .where(eq(examGroups.name, 'Painel genético')).orderBy(examGroups.id).limit(1);
    const examIds = (await db.select({ id: exams.id }).from(exams).where(eq(exams.examGroupId, group!.id)).orderBy(exams.id)).map((e) => e.id);
    for (const itemId of examIds) {
      const item = { programId, inventoryType: 'CLINICAL_EXAMINATION' as const, groupId: group!.id, itemId };
      await db.insert(inventoryMovements).values(ids.map((toUserId) => ({
        ...item, createdById: admin!.id, fromUserId: null, toUserId, amount: VOUCHERS, distributionType: 'ADD_UNITS' as const, reason: 'Bench',
      })));
      await db.insert(inventoryBalances).values(ids.map((userId) => ({ ...item, userId, amount: VOUCHERS })));
    }
    const [lab] = await db.select({ id: examGroupInstitutions.institutionId }).from(examGroupInstitutions).where(eq(examGroupInstitutions.examGroupId, group!.id));
    const emails = (await db.select({ id: users.id, email: users.email }).from(users)).filter((u) => ids.includes(u.id)).map((u) => u.email);
    return { programId, followupId: group!.followupId, groupId: group!.id, examIds, institutionId: lab!.id, emails };
  });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

export async function procedureCreateScenarios(): Promise<{ scenario: string; value: string; note?: string }[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-exams-'));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'bench', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' };
  try {
    // A first start migrates and seeds; the doctors are added while no portal holds the database.
    await (await startProcess('apps/api/src/main/server.ts', env, '/api/healthz')).stop();
    const setup = await prepare(dataDir);
    const portal = await startProcess('apps/api/src/main/server.ts', env, '/api/healthz');
    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    try {
      const tokens = await Promise.all(setup.emails.map(async (username) => {
        const res = await fetch(`${portal.url}/api/login`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD, programId: setup.programId, authMode: 'bearer' }),
        });
        const answer = (await res.json()) as { token?: string; code?: string };
        if (!answer.token) throw new Error(`login of ${username} answered ${res.status} ${answer.code ?? ''}`);
        return answer.token;
      }));
      await Promise.all(tokens.map(async (token, d) => {
        for (let r = 0; r < REQUESTS; r++) {
          const body = {
            type: 'CLINICAL_EXAMINATION', programId: setup.programId, followupId: setup.followupId, groupId: setup.groupId, itemIds: setup.examIds, institutionId: setup.institutionId,
            patient: { cpf: cpfOf(10_000 + d * 1000 + r), name: 'Paciente Bench', phone: '11987654321', birthDate: '1980-01-01' },
          };
          const started = performance.now();
          const res = await fetch(`${portal.url}/api/procedures`, {
            method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `bench-${d}-${r}` },
            body: JSON.stringify(body),
          });
          const answer = (await res.json()) as { code?: string };
          latencies.push(performance.now() - started);
          const outcome = res.status === 201 ? '201' : `${res.status} ${answer.code ?? ''}`;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }));
    } finally {
      await portal.stop();
    }
    const ledger = await withDatabase(dataDir, (db) => reconcileLedger(db));
    const created = outcomes.get('201') ?? 0;
    return [{
      scenario: `POST /procedures exam request, ${DOCTORS} doctors at once`,
      value: `p50 ${Math.round(percentile(latencies, 0.5))} ms`,
      note: `p99 ${Math.round(percentile(latencies, 0.99))} ms; ${created} created of ${latencies.length} (expected ${DOCTORS * VOUCHERS}); `
        + `answers ${JSON.stringify(Object.fromEntries(outcomes))}; ledger ${ledger.ok ? 'balances' : `OUT OF BALANCE (${ledger.differences.length})`}`,
    }];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
