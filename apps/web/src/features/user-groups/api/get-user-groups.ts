import { useQuery } from '@tanstack/react-query';
import type { Page, UserGroup } from '@portal/domain';
import { toPageParams, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** GET /api/user-groups?skip&take&filter: one page of the programme's groups. */
export const getUserGroupsPage = (query: TableQuery, signal?: AbortSignal): Promise<Page<UserGroup>> =>
  api.get<Page<UserGroup>>(`/user-groups?${toPageParams(query)}`, { signal });

/** GET /api/user-groups: every group of the session programme (for selectors). */
export const getUserGroups = (signal?: AbortSignal): Promise<UserGroup[]> => api.get<UserGroup[]>('/user-groups', { signal });

export const useUserGroups = (programId: number) =>
  useQuery({ queryKey: userGroupsKeys.list(programId), queryFn: ({ signal }) => getUserGroups(signal) });
