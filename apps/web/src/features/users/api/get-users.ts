import type { UserSortColumn, UserType } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of the programme's users (of the types the caller manages). */
export const getUsers = (query: TableQuery, userType: UserType | undefined, signal?: AbortSignal) =>
  api.users.list({ query: toPageQuery<UserSortColumn>(query, { userType }) }, { signal });
