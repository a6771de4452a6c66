import { randomUUID } from 'node:crypto';
import { importJWK, type JWK } from 'jose';
import type { FhirClient, FhirClientValues } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import * as repo from './fhir-clients.repository.ts';
import type { StoredJwks } from './fhir-clients.repository.ts';

/** The signing algorithms a client's assertion may use (SMART Backend Services: RS384 or ES384). */
export const ASSERTION_ALGORITHMS = ['RS384', 'ES384'] as const;

const algOf = (key: Record<string, unknown>): string => (typeof key.alg === 'string' ? key.alg : key.kty === 'EC' ? 'ES384' : 'RS384');
/** RSA keys of at least 2048 bits (a base64url modulus of 342 characters or more); EC keys on P-384. */
const strongEnough = (key: Record<string, unknown>, alg: string): boolean => (alg === 'RS384'
  ? key.kty === 'RSA' && typeof key.n === 'string' && key.n.length >= 342
  : key.kty === 'EC' && key.crv === 'P-384');

/**
 * The key set as stored: only the keys jose can import as public RS384/ES384 keys. None usable
 * answers 400 fhirJwksInvalid, so a client is never registered with a set that verifies nothing.
 */
export async function usableJwks(jwks: { keys: Record<string, unknown>[] }): Promise<StoredJwks> {
  const keys: Record<string, unknown>[] = [];
  for (const key of jwks.keys) {
    const alg = algOf(key);
    if (!(ASSERTION_ALGORITHMS as readonly string[]).includes(alg) || 'd' in key || !strongEnough(key, alg)) continue;
    try {
      await importJWK(key as JWK, alg);
      keys.push(key);
    } catch { /* not a usable key: left out */ }
  }
  if (keys.length === 0) throw new AppError('fhirJwksInvalid', 400, { jwks: ['validation.fhirJwks'] });
  return { keys };
}

/** The key ids of a set, for the screen and the audit trail (never the keys themselves). */
const keyIdsOf = (jwks: StoredJwks | null): string[] => (jwks?.keys ?? []).map((k, i) => (typeof k.kid === 'string' ? k.kid : `#${i + 1}`));

const view = (row: repo.FhirClientRow, createdBy: string | null): FhirClient => ({
  clientId: row.clientId, programId: row.programId, name: row.name, scope: row.scope, keyIds: keyIdsOf(row.jwks), jwksUrl: row.jwksUrl,
  createdBy, createdAt: row.createdAt.toISOString(), jwksUpdatedAt: row.jwksUpdatedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null, lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** A programme outside the caller's scope, or none, answers 404 programNotFound. */
async function visibleProgram(db: DbOrTx, ctx: RequestContext, programId: number): Promise<number> {
  const id = programIn(ctx.scope, programId, 'programNotFound');
  if (!(await repo.programExists(db, id))) throw notFound('programNotFound');
  return id;
}

/** A client of a programme the caller administers; any other answers 404 fhirClientNotFound. */
async function visibleClient(db: DbOrTx, ctx: RequestContext, clientId: string): Promise<repo.FhirClientRow> {
  const row = await repo.findClient(db, clientId);
  if (!row) throw notFound('fhirClientNotFound');
  programIn(ctx.scope, row.programId, 'fhirClientNotFound');
  return row;
}

/** `GET /fhir/clients?programId=`. */
export async function listFhirClients(deps: Deps, ctx: RequestContext, programId: number): Promise<{ items: FhirClient[] }> {
  const id = await visibleProgram(deps.db, ctx, programId);
  const rows = await repo.listClients(deps.db, id);
  return { items: rows.map((row) => view(row, row.createdByName)) };
}

/** `POST /fhir/clients`: registers the client, audited; answers its random client id. */
export async function createFhirClient(deps: Deps, ctx: RequestContext, input: FhirClientValues): Promise<{ clientId: string }> {
  const jwks = input.jwks ? await usableJwks(input.jwks) : null;
  return deps.db.transaction(async (tx) => {
    const programId = await visibleProgram(tx, ctx, input.programId);
    const clientId = randomUUID();
    await repo.insertClient(tx, {
      clientId, programId, name: input.name, jwks, jwksUrl: input.jwksUrl ?? null, scope: input.scope, createdById: ctx.userId, createdAt: deps.now(),
    });
    await recordAudit(tx, {
      actorId: ctx.actor.userId, action: 'fhirClient.create', entity: 'fhirClient', entityId: clientId, ip: ctx.actor.ip,
      after: { programId, name: input.name, scope: input.scope, keyIds: keyIdsOf(jwks), jwksUrl: input.jwksUrl ?? null },
    });
    return { clientId };
  });
}

/** `PUT /fhir/clients/{clientId}/jwks`: replaces the key set; the audit entry keeps the previous and new key ids. */
export async function rotateFhirClientJwks(deps: Deps, ctx: RequestContext, clientId: string, input: { jwks: { keys: Record<string, unknown>[] } }): Promise<FhirClient> {
  const jwks = await usableJwks(input.jwks);
  return deps.db.transaction(async (tx) => {
    const before = await visibleClient(tx, ctx, clientId);
    if (before.revokedAt) throw new AppError('fhirClientRevoked', 409);
    await repo.replaceJwks(tx, clientId, jwks, deps.now());
    await recordAudit(tx, {
      actorId: ctx.actor.userId, action: 'fhirClient.rotateKey', entity: 'fhirClient', entityId: clientId, ip: ctx.actor.ip,
      before: { keyIds: keyIdsOf(before.jwks), jwksUrl: before.jwksUrl }, after: { keyIds: keyIdsOf(jwks), jwksUrl: null },
    });
    const after = (await repo.findClient(tx, clientId))!;
    return view(after, await repo.userName(tx, after.createdById));
  });
}

/** `POST /fhir/clients/{clientId}/revoke`: ends the client and its live tokens at once. */
export async function revokeFhirClient(deps: Deps, ctx: RequestContext, clientId: string): Promise<FhirClient> {
  return deps.db.transaction(async (tx) => {
    const before = await visibleClient(tx, ctx, clientId);
    if (!before.revokedAt) {
      await repo.revokeClient(tx, clientId, deps.now());
      await recordAudit(tx, { actorId: ctx.actor.userId, action: 'fhirClient.revoke', entity: 'fhirClient', entityId: clientId, ip: ctx.actor.ip });
    }
    const after = (await repo.findClient(tx, clientId))!;
    return view(after, await repo.userName(tx, after.createdById));
  });
}
