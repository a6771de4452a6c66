import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';

export interface Crumb { label: string; href: string }

/** Where a page sits: links back up its trail, then the page itself (not a link). */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <MuiBreadcrumbs aria-label={t('common.breadcrumbs')} data-testid="breadcrumbs">
      {trail.map((crumb) => (
        <Link key={crumb.href} component={RouterLink} to={crumb.href} underline="hover" color="inherit">{crumb.label}</Link>
      ))}
      <Typography color="text.primary" aria-current="page">{current}</Typography>
    </MuiBreadcrumbs>
  );
}
