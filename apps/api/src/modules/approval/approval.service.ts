import type { FastifyInstance } from 'fastify';
import { canManageUserType, translate } from '@portal/domain';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { isProgramMember } from '../doctors-lookup/doctors-lookup.repository.ts';
import { queueEmail } from '../outbox/outbox.service.ts';
import * as repo from './approval.repository.ts';

/**
 * `PUT /users/{id}/approved`: a manager approves a user of a type at or below their own (spec §6),
 * who belongs to the manager's current programme (a system administrator may approve anyone). The
 * "access granted" e-mail is queued in the same transaction, so it exists only if the approval does.
 */
export async function approveUser(app: FastifyInstance, auth: AuthContext, userId: number, ip: string) {
  const target = await repo.findUser(app.db, userId);
  if (!target || target.anonymizedAt) throw new AppError('failedToLoadUser', 404);
  if (!canManageUserType(auth.userType, target.type) || target.id === auth.userId) throw forbidden('userCannotBeManaged');
  if (auth.userType !== 'SYSADMIN' && !(await isProgramMember(app.db, target.id, auth.programId))) throw forbidden('userCannotBeManaged');
  if (target.approved) return { id: target.id, approved: true };

  const program = await repo.programName(app.db, auth.programId);
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await repo.setApproved(tx, target.id, now);
    await queueEmail(tx, app.config, {
      destination: target.email, userId: target.id,
      subject: translate('notification.accessGrantedSubject', { program }),
      body: translate('notification.accessGrantedBody', { name: target.name, program }),
    }, now);
    await recordAudit(tx, { actorId: auth.userId, action: 'approveUser', entity: 'user', entityId: target.id, before: { approved: false }, after: { approved: true }, ip });
  });
  return { id: target.id, approved: true };
}
