import type { NotificationList } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import * as repo from './notifications.repository.ts';

/** The bell reads only the caller's own notifications, in the programme of their session. */
const ownerOf = (ctx: RequestContext): repo.Owner => ({ userId: ctx.userId, programId: ctx.scope.programId });

/** `GET /notifications`: the latest, newest first, and the unread count. */
export async function listNotifications(deps: Deps, ctx: RequestContext, take: number): Promise<NotificationList> {
  const owner = ownerOf(ctx);
  const [rows, unread] = await Promise.all([repo.listLatest(deps.db, owner, take), repo.countUnread(deps.db, owner)]);
  return {
    unread,
    items: rows.map((n) => ({
      id: n.id, kind: n.kind, data: n.data, createdAt: n.createdAt.toISOString(), readAt: n.readAt?.toISOString() ?? null,
    }) as NotificationList['items'][number]),
  };
}

/** `POST /notifications/read`: these (or all) of the caller's notifications; answers what is still unread. */
export async function markNotificationsRead(deps: Deps, ctx: RequestContext, ids: readonly number[] | undefined): Promise<{ unread: number }> {
  const owner = ownerOf(ctx);
  await repo.markRead(deps.db, owner, ids, deps.now());
  return { unread: await repo.countUnread(deps.db, owner) };
}
