import type { Page, UserListItem, UserType } from '@portal/domain';
import { toPageParams, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api-client.ts';

/** GET /api/users: one page of the programme's users (of the types the caller manages). */
export const getUsers = (query: TableQuery, userType: UserType | undefined, signal?: AbortSignal): Promise<Page<UserListItem>> =>
  api.get<Page<UserListItem>>(`/users?${toPageParams(query, { userType })}`, { signal });
