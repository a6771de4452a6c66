import { useCallback, useMemo, useState } from 'react';
import type { Page } from '@portal/domain';
import type { RowId } from '@/components/data-table/index.ts';
import type { DistributionUser } from '../api/get-users-for-distribution.ts';

export interface DistributionSelection {
  ids: number[];
  /** Every user matching the current search (the command sends `allMatching` and the filter). */
  allMatching: boolean;
  setIds: (ids: RowId[]) => void;
  setAllMatching: (on: boolean) => void;
  /** Hand each page the table shows: its rows' balances and the filter's total. */
  onPageData: (page: Page<DistributionUser>) => void;
  /** The selected users whose balance has been seen, and how many more are selected. */
  known: DistributionUser[];
  unknownUsers: number;
  clear: () => void;
}

/**
 * The users picked in the distribution table: ids picked row by row (kept across searches), or
 * every user matching the search, which lasts until the search changes.
 */
export function useDistributionSelection(search: string): DistributionSelection {
  const [ids, setIdList] = useState<number[]>([]);
  const [allMatchingFor, setAllMatchingFor] = useState<string | null>(null);
  const [seen, setSeen] = useState<ReadonlyMap<number, DistributionUser>>(new Map());
  const [page, setPage] = useState<Page<DistributionUser>>({ data: [], total: 0 });
  const allMatching = allMatchingFor === search;

  const onPageData = useCallback((next: Page<DistributionUser>) => {
    setPage(next);
    setSeen((previous) => new Map([...previous, ...next.data.map((u) => [u.id, u] as const)]));
  }, []);

  const { known, unknownUsers } = useMemo(() => {
    if (allMatching) return { known: page.data, unknownUsers: Math.max(0, page.total - page.data.length) };
    const found = ids.map((id) => seen.get(id)).filter((u): u is DistributionUser => u !== undefined);
    return { known: found, unknownUsers: ids.length - found.length };
  }, [allMatching, page, ids, seen]);

  return {
    ids,
    allMatching,
    setIds: (next) => setIdList(next.map(Number)),
    setAllMatching: (on) => setAllMatchingFor(on ? search : null),
    onPageData,
    known,
    unknownUsers,
    clear: () => {
      setIdList([]);
      setAllMatchingFor(null);
    },
  };
}
