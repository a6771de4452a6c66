import { matchPath } from 'react-router';
import { ROUTES, routeByKey, type RouteDef } from '@portal/domain';

/** Query-string keys (any table prefix before them) a list keeps across programmes: its search, sort and page size. */
const KEPT_KEYS = /(filter|sort|order|rows)$/;
/** A table's page: the new programme's list may be shorter. */
const PAGE_KEY = /page$/;
/** A filter whose every value is a number names records (follow-ups, exam groups, products) of the old programme. */
const RECORD_IDS = /^\d+(,\d+)*$/;

/** The route drawing `pathname`: a fixed path before a pattern (`/procedures/queue` before `/procedures/:id`). */
function routeAt(pathname: string): RouteDef | undefined {
  return ROUTES.filter((r) => matchPath(r.path, pathname) !== null)
    .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))[0];
}

/** The query string a list keeps: its search, sort, page size and the filters that name no record. */
export function searchAfterProgramSwitch(search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (PAGE_KEY.test(key)) continue;
    if (KEPT_KEYS.test(key) || !RECORD_IDS.test(value)) kept.append(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * Where the screen goes when the programme changes (decision 0059). A screen of one record (its
 * path has a parameter: `/procedures/exams/12`, `/doctors/7`, `/contents/:slug`) shows a record of
 * the old programme: it goes to its section's list, the `parent` the route table declares, or to
 * the start page when it has none (`/procedures/:id`). Any other screen keeps its path, and its
 * query string without the page and the filters naming the old programme's records. A screen the
 * new programme does not offer (another module set) gives way to its start page.
 */
export function addressAfterProgramSwitch(
  location: { pathname: string; search: string },
  allowed: readonly RouteDef[],
  startPath: string,
): string {
  const route = routeAt(location.pathname);
  if (!route) return startPath;
  const oneRecord = route.path.includes(':');
  const target = oneRecord ? (route.parent ? routeByKey(route.parent) : undefined) : route;
  if (!target || target.path.includes(':') || !allowed.some((r) => r.key === target.key)) return startPath;
  return oneRecord ? target.path : `${target.path}${searchAfterProgramSwitch(location.search)}`;
}
