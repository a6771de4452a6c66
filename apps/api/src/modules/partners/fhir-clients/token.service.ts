import { randomBytes } from 'node:crypto';
import {
  createLocalJWKSet, createRemoteJWKSet, decodeJwt, errors as joseErrors, jwtVerify, type JWTVerifyGetKey,
} from 'jose';
import { fhirScopesOf, fhirTypesOf, isFhirScope } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import { publicLink } from '#platform/lib/public-url.ts';
import { hashToken } from '#platform/lib/tokens.ts';
import { FhirError } from '#partners/fhir/index.ts';
import * as repo from './fhir-clients.repository.ts';
import { ASSERTION_ALGORITHMS } from './fhir-clients.service.ts';
import type { FhirClientGrant } from './types.ts';

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** The longest an assertion may live: its `exp` at most five minutes after now (SMART Backend Services). */
export const MAX_ASSERTION_SECONDS = 300;
/** Clock skew tolerated on the assertion's times. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** A client's last use is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

/** The token endpoint's absolute URL: the `aud` every assertion must name. */
export const tokenEndpointUrl = (deps: Pick<Deps, 'config'>): string => publicLink(deps.config, '/api/fhir/token');

export interface TokenAnswer { access_token: string; token_type: 'bearer'; expires_in: number; scope: string }

/** Why a client of a programme without the `partners` module is refused (decision 0094). */
const SUSPENDED = 'the client is suspended: its programme does not have the partners module';

/** An RFC 6749 §5.2 refusal, with its HTTP status. */
export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'invalid_scope' | 'unauthorized_client' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
  }

  get status(): 400 | 401 { return this.error === 'invalid_client' ? 401 : 400; }
}

/** Remote key sets by URL, each cached by jose (cooldown and max age) for the life of the process. */
const remoteSets = new Map<string, JWTVerifyGetKey>();
const keySetOf = (client: repo.FhirClientRow): JWTVerifyGetKey => {
  if (client.jwks) return createLocalJWKSet(client.jwks);
  const url = client.jwksUrl!;
  let set = remoteSets.get(url);
  if (!set) remoteSets.set(url, (set = createRemoteJWKSet(new URL(url))));
  return set;
};

const lastTouch = new Map<string, number>();
/** Stamps a client's last use, at most once a minute per client and process. */
async function touch(deps: Deps, clientId: string): Promise<void> {
  const now = deps.now();
  if (now.getTime() - (lastTouch.get(clientId) ?? 0) < TOUCH_EVERY_MS) return;
  lastTouch.set(clientId, now.getTime());
  await repo.touchClient(deps.db, clientId, now);
}

/** The requested scopes, each a valid scope the client's registration covers; none requested grants the registered ones. */
function grantedScope(registered: string, requested: string | undefined): string {
  const allowed = fhirTypesOf(fhirScopesOf(registered));
  if (!requested?.trim()) return registered;
  const scopes = [...new Set(fhirScopesOf(requested))];
  for (const scope of scopes) {
    if (!isFhirScope(scope)) throw new OAuthError('invalid_scope', `unsupported scope ${scope}`);
    const wanted = fhirTypesOf([scope]);
    const covered = allowed === 'all' || (wanted !== 'all' && wanted.every((t) => allowed.includes(t)));
    if (!covered) throw new OAuthError('invalid_scope', `scope ${scope} was not granted to this client`);
  }
  return scopes.join(' ');
}

/**
 * `POST /fhir/token` (decision 0083): client_credentials with a private_key_jwt assertion signed
 * RS384 or ES384 by one of the client's registered keys; `iss` = `sub` = the client id, `aud` the
 * token endpoint, `exp` at most five minutes ahead, `jti` never used before. Answers an opaque
 * access token stored by its hash, for the programme of the client and the granted scopes.
 */
export async function issueToken(deps: Deps, form: Record<string, unknown>): Promise<TokenAnswer> {
  const field = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
  if (field('grant_type') !== 'client_credentials') throw new OAuthError('unsupported_grant_type', 'grant_type must be client_credentials');
  if (field('client_assertion_type') !== CLIENT_ASSERTION_TYPE) throw new OAuthError('invalid_request', `client_assertion_type must be ${CLIENT_ASSERTION_TYPE}`);
  const assertion = field('client_assertion');
  if (!assertion) throw new OAuthError('invalid_request', 'client_assertion is required');

  let clientId: unknown;
  try {
    clientId = decodeJwt(assertion).iss;
  } catch {
    throw new OAuthError('invalid_client', 'client_assertion is not a JWT');
  }
  const client = typeof clientId === 'string' && clientId.length <= 64 ? await repo.findClientForToken(deps.db, clientId) : undefined;
  if (!client || client.revokedAt) throw new OAuthError('invalid_client', 'unknown or revoked client');

  const now = deps.now();
  let payload;
  try {
    ({ payload } = await jwtVerify(assertion, keySetOf(client), {
      algorithms: [...ASSERTION_ALGORITHMS], issuer: client.clientId, subject: client.clientId, audience: tokenEndpointUrl(deps),
      requiredClaims: ['exp', 'jti'], currentDate: now, clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new OAuthError('invalid_grant', 'client_assertion has expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed) throw new OAuthError('invalid_client', `client_assertion claim ${error.claim} is not valid`);
    throw new OAuthError('invalid_client', 'client_assertion signature does not verify with the registered keys');
  }
  const exp = payload.exp!;
  if (exp * 1000 > now.getTime() + (MAX_ASSERTION_SECONDS + CLOCK_TOLERANCE_SECONDS) * 1000) {
    throw new OAuthError('invalid_grant', 'client_assertion exp is more than five minutes ahead');
  }
  // Told only to the client itself, once its assertion verifies (decision 0094).
  if (!client.partners) throw new OAuthError('unauthorized_client', SUSPENDED);
  const scope = grantedScope(client.scope, field('scope'));
  const jti = String(payload.jti);
  if (jti.length > 200 || !(await repo.useJti(deps.db, client.clientId, jti, new Date(exp * 1000), now))) {
    throw new OAuthError('invalid_grant', 'client_assertion jti was already used');
  }

  const token = randomBytes(32).toString('base64url');
  const ttl = deps.config.fhirSmart.accessTokenTtlSeconds;
  await repo.purgeExpiredTokens(deps.db, now);
  await repo.insertToken(deps.db, {
    tokenHash: hashToken(token), clientId: client.clientId, programId: client.programId, scope, createdAt: now, expiresAt: new Date(now.getTime() + ttl * 1000),
  });
  await touch(deps, client.clientId);
  return { access_token: token, token_type: 'bearer', expires_in: ttl, scope };
}

/**
 * What a bearer token grants (decision 0083): the programme, the client and the resource types
 * its scopes cover; null for an unknown, expired or revoked one. A token of a programme without
 * the `partners` module is refused here, with the FHIR API's 403 `forbidden` OperationOutcome
 * (decision 0094), so every endpoint that takes a client's token refuses it. One primary-key read
 * per call; the client's last use is written at most once a minute.
 */
export function fhirBearerResolver(deps: Deps): (token: string) => Promise<FhirClientGrant | null> {
  return async (token) => {
    if (!token || token.length > 200) return null;
    const row = await repo.findLiveToken(deps.db, hashToken(token), deps.now());
    if (!row) return null;
    if (!row.partners) throw new FhirError(403, 'forbidden', SUSPENDED);
    await touch(deps, row.clientId);
    return { programId: row.programId, clientId: row.clientId, resourceTypes: fhirTypesOf(fhirScopesOf(row.scope)) };
  };
}
