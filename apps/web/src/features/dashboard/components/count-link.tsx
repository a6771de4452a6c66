import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DisplayProcedureStatus } from '@portal/domain';
import { routeHref } from '@/config/paths.ts';
import type { TypeCounts } from './status-counts.ts';

/** One count, a link to the list filtered by that type and status (or the whole list); a zero is plain text. */
export function CountLink({ entry, status, count }: { entry: TypeCounts; status?: DisplayProcedureStatus; count: number }) {
  const { t } = useTranslation();
  const testId = `status-count-${entry.type}-${status ?? 'ALL'}`;
  if (count === 0) return <span data-testid={testId}>0</span>;
  const type = t(`dashboardStatus.types.${entry.type}`);
  const label = status
    ? t('dashboardStatus.openList', { count, type, status: t(`status.${status}`) })
    : t('dashboardStatus.openAll', { count, type });
  return (
    <Link component={RouterLink} to={routeHref(entry.routeKey, undefined, status ? { status } : {})} aria-label={label} data-testid={testId}
      sx={{ fontWeight: 600, display: 'inline-block', minWidth: 24, minHeight: 24 }}>
      {count}
    </Link>
  );
}
