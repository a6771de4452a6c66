import { useQuery } from '@tanstack/react-query';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** The list endpoint answers a page when asked for one (`take`), else every group. */
type Groups = Awaited<ReturnType<typeof api.userGroups.list>>;
const asPage = (groups: Groups) => (Array.isArray(groups) ? { data: groups, total: groups.length } : groups);
const asList = (groups: Groups) => (Array.isArray(groups) ? groups : groups.data);

/** One page of the programme's groups. */
export const getUserGroupsPage = async (query: TableQuery, signal?: AbortSignal) =>
  asPage(await api.userGroups.list({ query: toPageQuery(query) }, { signal }));

/** Every group of the session programme (for selectors). */
export const getUserGroups = async (signal?: AbortSignal) => asList(await api.userGroups.list({}, { signal }));

export const useUserGroups = (programId: number) =>
  useQuery({ queryKey: userGroupsKeys.list(programId), queryFn: ({ signal }) => getUserGroups(signal) });
