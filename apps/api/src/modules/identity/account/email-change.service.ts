import { translate } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, conflict, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { isUniqueViolation } from '#platform/lib/pg-errors.ts';
import { publicLink } from '#platform/lib/public-url.ts';
import { hashToken, newToken } from '#platform/lib/tokens.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { queueEmail } from '#messaging/outbox/index.ts';
import * as repo from './account.repository.ts';
import * as links from './email-change.repository.ts';

/** How long a confirmation link to a new login e-mail works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;

/**
 * The stored hash binds the token to the address it was sent to, so the link names the new
 * address and nothing about it is kept in clear before it is confirmed.
 */
const linkHash = (token: string, email: string) => hashToken(`${token}\n${email.toLowerCase()}`);

function confirmUrl(config: Deps['config'], token: string, email: string): string {
  return publicLink(config, `/confirm-email?${new URLSearchParams({ token, email }).toString()}`);
}

export interface EmailChangeRequest {
  userId: number;
  email: string;
  /** Who asked: the user themself, or an administrator. */
  actorId: number;
  ip: string;
}

/**
 * Starts a change of a login e-mail (decision 0040), in the caller's transaction: the new address
 * must be free (409 emailAlreadyInUse); a single-use link (24 h) goes to it, earlier links stop
 * working, and the current address is told. The login stays the old one until the link is used.
 */
export async function requestEmailChange(tx: DbOrTx, deps: Deps, r: EmailChangeRequest): Promise<void> {
  const account = await repo.findAccount(tx, r.userId);
  if (!account) throw notFound('failedToLoadUser');
  if (await repo.emailUsedByOther(tx, r.email, r.userId)) throw conflict('emailAlreadyInUse');
  const at = deps.now();
  const token = newToken();
  await links.expireOpenEmailChanges(tx, r.userId, at);
  await links.insertEmailChange(tx, {
    userId: r.userId, tokenHash: linkHash(token, r.email), expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_MS), createdBy: r.actorId, createdAt: at,
  });
  await queueEmail(tx, deps, {
    destination: r.email, userId: r.userId, subject: translate('notification.emailChangeConfirmSubject'),
    body: translate('notification.emailChangeConfirmBody', { name: account.name, url: confirmUrl(deps.config, token, r.email) }),
  });
  await queueEmail(tx, deps, {
    destination: account.email, userId: r.userId, subject: translate('notification.emailChangeRequestedSubject'),
    body: translate('notification.emailChangeRequestedBody', { name: account.name, email: r.email }),
  });
  await recordAudit(tx, {
    actorId: r.actorId, action: 'emailChange.request', entity: 'user', entityId: r.userId,
    before: { email: account.email }, after: { email: r.email }, ip: r.ip,
  });
}

/**
 * `POST /users/change-email/confirm`: the link's address becomes the login, every session of the
 * user ends, the old address is told. An unknown, used or expired link answers 400
 * invalidEmailChangeLink; an address taken meanwhile 409 emailAlreadyInUse (the link stays unused).
 */
export async function confirmEmailChange(deps: Deps, token: string, email: string, ip: string): Promise<{ email: string }> {
  const newEmail = email.toLowerCase();
  try {
    await deps.db.transaction(async (tx) => {
      const link = await links.consumeEmailChange(tx, linkHash(token, newEmail), deps.now());
      if (!link) throw new AppError('invalidEmailChangeLink', 400);
      const account = await repo.findAccount(tx, link.userId);
      if (!account) throw new AppError('invalidEmailChangeLink', 400);
      if (await repo.emailUsedByOther(tx, newEmail, link.userId)) throw conflict('emailAlreadyInUse');
      await repo.updateUser(tx, link.userId, { email: newEmail });
      await revokeUserSessions(tx, link.userId);
      await queueEmail(tx, deps, {
        destination: account.email, userId: link.userId,
        subject: translate('notification.emailChangedSubject'), body: translate('notification.emailChangedBody', { name: account.name }),
      });
      await recordAudit(tx, {
        actorId: link.userId, action: 'changeEmail', entity: 'user', entityId: link.userId,
        before: { email: account.email }, after: { email: newEmail, requestedBy: link.createdBy }, ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('emailAlreadyInUse');
    throw error;
  }
  return { email: newEmail };
}
