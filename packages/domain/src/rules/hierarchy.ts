import type { UserType } from '../enums/index.ts';
import { isAdminType } from './roles.ts';

/**
 * Who a user sees in a programme's lists (doctors, inventory, requests): administrators and system
 * administrators see the whole programme; everyone else sees themselves and the users below them.
 */
export const seesWholeProgramme = (type: UserType): boolean => isAdminType(type);

/** One active membership of a programme's user group: `userId` answers to `managerId`. */
export interface ManagerEdge {
  userId: number;
  managerId: number | null;
}

/**
 * The users below `rootId`: the transitive `managerId` chain of the programme's active group
 * memberships, `rootId` included. This is the rule's definition; the API computes the same set in
 * SQL (a recursive query in the request scope), and a test holds the two together.
 */
export function usersBelow(edges: readonly ManagerEdge[], rootId: number): Set<number> {
  const reports = new Map<number, number[]>();
  for (const { userId, managerId } of edges) {
    if (managerId === null) continue;
    const list = reports.get(managerId) ?? [];
    list.push(userId);
    reports.set(managerId, list);
  }
  const seen = new Set<number>([rootId]);
  const queue = [rootId];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const report of reports.get(next) ?? []) {
      if (seen.has(report)) continue;
      seen.add(report);
      queue.push(report);
    }
  }
  return seen;
}
