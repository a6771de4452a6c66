import type { z } from 'zod';
import {
  canManageUserType, programPhrase, translate, userTypeRank, type UserGroupMemberAdded, type userGroupMemberAddSchema,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { AppError, conflict } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { isUniqueViolation } from '#platform/lib/pg-errors.ts';
import { queueEmail } from '#messaging/outbox/index.ts';
import { findUserInReach } from '../users/index.ts';
import * as members from './existing-member.repository.ts';
import * as repo from './user-groups.repository.ts';
import { assertGrantable, assertManagerFor, groupOf, notOwn } from './user-groups.service.ts';

type MemberAdd = z.output<typeof userGroupMemberAddSchema>;

/** One answer for an unknown e-mail and for a user the caller may not add, so the e-mail reveals nothing more. */
const notAddable = () => new AppError('userToAddNotFound', 404, { email: ['err.userToAddNotFound'] });

/**
 * `POST /user-groups/{userGroupId}/Users` (decision 0065): an existing user, named by their exact
 * login e-mail, joins the group — and the group's programme when they were not in it yet, told by
 * e-mail. Only an exact e-mail finds anyone, so no other programme's users can be listed. A user
 * outside the programme is brought in only when they rank below the caller (a system administrator
 * brings anyone): an administrator of another programme could otherwise be edited here. Users of
 * the programme follow the usual rules (reach, type, manager, permissions the caller may grant).
 */
export async function addMemberByEmail(deps: Deps, ctx: RequestContext, userGroupId: number, input: MemberAdd): Promise<UserGroupMemberAdded> {
  const { db } = deps;
  try {
    return await db.transaction(async (tx) => {
      const group = await groupOf(tx, ctx, userGroupId);
      const programId = programIn(ctx.scope, group.programId);
      const reach = ctx.reach(programId);
      const user = await members.userByEmail(tx, input.email);
      if (!user || !canManageUserType(ctx.userType, user.type)) throw notAddable();
      const inProgram = await members.isProgramMember(tx, user.id, programId);
      if (inProgram ? !(await findUserInReach(tx, user.id, reach))
        : ctx.userType !== 'SYSADMIN' && userTypeRank(user.type) <= userTypeRank(ctx.userType)) throw notAddable();
      if (user.id === ctx.userId) throw notOwn();
      const managerId = input.managerId ?? null;
      await assertManagerFor(tx, reach, managerId, user);
      await assertGrantable(tx, ctx, programId, await repo.listPermissions(tx, ctx.scope, group.id));
      if (await repo.findActiveMembership(tx, group.id, user.id)) throw conflict('userAlreadyInUserGroup');
      if (!inProgram) {
        await members.joinProgram(tx, user.id, programId);
        await recordAudit(tx, { actorId: ctx.userId, action: 'user.addToProgram', entity: 'user', entityId: user.id, after: { programId, userGroupId: group.id }, ip: ctx.ip });
        const program = programPhrase(await members.programName(tx, programId));
        await queueEmail(tx, deps, {
          destination: user.email, userId: user.id,
          subject: translate('userGroups.addedToProgramSubject', { program }),
          body: translate('userGroups.addedToProgramBody', { name: user.name, program }),
        });
      }
      const after = await repo.insertMembership(tx, { userGroupId: group.id, userId: user.id, managerId, createdById: ctx.userId });
      await recordAudit(tx, { actorId: ctx.userId, action: 'userGroupUser.create', entity: 'userGroupUser', entityId: after.id, after, ip: ctx.ip });
      const membership = (await repo.listMemberships(tx, user.id, programId, false)).find((m) => m.id === after.id)!;
      return { ...membership, user, joinedProgram: !inProgram };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('userAlreadyInUserGroup');
    throw error;
  }
}
