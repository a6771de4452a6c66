import { translate, type PasswordLinkKind, type SetPasswordInput } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { assertPasswordAllowed } from '#platform/lib/common-passwords.ts';
import { publicLink } from '#platform/lib/public-url.ts';
import { hashPassword } from '#platform/lib/password.ts';
import { hashToken, newToken } from '#platform/lib/tokens.ts';
import { clearLoginThrottle, revokeUserSessions } from '../auth/index.ts';
import { queueEmail, queueSms } from '#messaging/outbox/index.ts';
import * as repo from './password-links.repository.ts';

export const INVITATION_TTL_MS = 72 * 3_600_000;
export const RESET_TTL_MS = 3_600_000;
/** Reset links one account may receive per hour; further requests are answered alike and send nothing. */
export const RESETS_PER_HOUR = 3;

const PURPOSE_KIND: Record<repo.TokenPurpose, PasswordLinkKind> = { INVITATION: 'invitation', PASSWORD_RESET: 'reset' };

/** The portal's own address for links: PUBLIC_URL, else where this server listens. */
function linkTo(config: Deps['config'], token: string, purpose: repo.TokenPurpose, programSlug: string | null): string {
  const query = new URLSearchParams({ token, kind: PURPOSE_KIND[purpose] });
  if (programSlug) query.set('program', programSlug);
  return publicLink(config, `/set-password?${query.toString()}`);
}

/** A new single-use link of one purpose; earlier open links of that purpose stop working. */
async function issueLink(tx: DbOrTx, deps: Deps, userId: number, purpose: repo.TokenPurpose, ttlMs: number, programId: number | null, actorId: number | null) {
  const at = deps.now();
  const token = newToken();
  await repo.expireOpenTokens(tx, userId, at, purpose);
  await repo.insertToken(tx, { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + ttlMs), createdBy: actorId, createdAt: at });
  const slug = programId === null ? null : await repo.findProgramSlug(tx, programId);
  return linkTo(deps.config, token, purpose, slug);
}

export interface Invitation { actorId: number; programId: number; ip: string }

/**
 * Sends the first-password invitation (valid 72 h) in the caller's transaction: by e-mail, or by
 * SMS when the user has no e-mail. 409 userAlreadyHasPassword once a password is set.
 */
export async function sendInvitation(tx: DbOrTx, deps: Deps, userId: number, by: Invitation): Promise<void> {
  const user = await repo.findLinkUser(tx, userId);
  if (!user) throw new AppError('failedToLoadUser', 404);
  if (user.hasPassword) throw new AppError('userAlreadyHasPassword', 409);
  const url = await issueLink(tx, deps, user.id, 'INVITATION', INVITATION_TTL_MS, by.programId, by.actorId);
  if (user.email) {
    await queueEmail(tx, deps, {
      destination: user.email, userId: user.id,
      subject: translate('notification.invitationSubject'), body: translate('notification.invitationBody', { name: user.name, url }),
    });
  } else if (user.phone) {
    await queueSms(tx, deps, { destination: user.phone, userId: user.id, body: translate('notification.invitationSms', { url }) });
  }
  await recordAudit(tx, { actorId: by.actorId, action: 'user.invite', entity: 'user', entityId: user.id, ip: by.ip });
}

/**
 * `POST /password-reset`: e-mails a reset link (valid 1 h) to an active account, at most
 * RESETS_PER_HOUR an hour; an unknown e-mail gets the same silent answer. With `program` (the
 * login's programme) the link carries it back to the login.
 */
export async function requestPasswordReset(deps: Deps, email: string, ip: string, programSlug?: string): Promise<void> {
  const { db } = deps;
  const user = await repo.findResettableUserByEmail(db, email);
  if (!user) return;
  const since = new Date(deps.now().getTime() - 3_600_000);
  if (await repo.countTokensSince(db, user.id, 'PASSWORD_RESET', since) >= RESETS_PER_HOUR) return;
  await db.transaction(async (tx) => {
    // The link names the programme the login was in (an unknown slug is dropped), so the login after it keeps it.
    const programId = programSlug ? await repo.findProgramIdBySlug(tx, programSlug) : null;
    const url = await issueLink(tx, deps, user.id, 'PASSWORD_RESET', RESET_TTL_MS, programId, null);
    await queueEmail(tx, deps, {
      destination: user.email, userId: user.id,
      subject: translate('notification.passwordResetSubject'), body: translate('notification.passwordResetBody', { name: user.name, url }),
    });
    await recordAudit(tx, { actorId: user.id, action: 'passwordReset.request', entity: 'user', entityId: user.id, ip });
  });
}

/**
 * `POST /set-password`: spends the link and sets the password. Every session of the user ends, every
 * other open link stops working and the login throttle is cleared. 400 invalidPasswordLink otherwise.
 */
export async function setPassword(deps: Deps, input: SetPasswordInput, ip: string): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const at = deps.now();
    const link = await repo.consumeToken(tx, hashToken(input.token), at);
    if (!link) throw new AppError('invalidPasswordLink', 400);
    // Refused before anything is written: the rollback leaves the link usable for another try.
    assertPasswordAllowed(input.password, (await repo.findLinkUser(tx, link.userId)) ?? {}, 'password');
    await repo.setUserPassword(tx, link.userId, passwordHash, at);
    await repo.expireOpenTokens(tx, link.userId, at);
    await revokeUserSessions(tx, link.userId);
    await clearLoginThrottle(tx, link.userId);
    await recordAudit(tx, { actorId: link.userId, action: 'password.set', entity: 'user', entityId: link.userId, after: { purpose: link.purpose }, ip });
  });
}
