import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Breadcrumbs } from '../breadcrumbs.tsx';

export interface CrudFormCardProps {
  title: string;
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  loading?: boolean;
  /** From useCrudForm: the unsaved-changes dialog and the list the form belongs to. */
  nav?: { guard: ReactNode; listHref: string };
  /** The list's title: breadcrumbs lead back to it. */
  listTitle?: string;
  testId: string;
  children: ReactNode;
}

/** The card every register form sits in: breadcrumbs to its list, title, fields, Cancel and Save. */
export function CrudFormCard({ title, onSubmit, onCancel, busy, loading = false, nav, listTitle, testId, children }: CrudFormCardProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {nav && listTitle && <Breadcrumbs trail={[{ label: listTitle, href: nav.listHref }]} current={title} />}
      <Card variant="outlined" sx={{ maxWidth: 880 }}>
        {loading && <LinearProgress />}
        <CardContent>
          <Stack component="form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); onSubmit(); }} data-testid={testId}
            aria-label={title}>
            <Typography variant="h5" component="h1">{title}</Typography>
            {children}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button variant="outlined" onClick={onCancel} disabled={busy}>{t('common.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={busy || loading} data-testid={`${testId}-save`}>
                {t(busy ? 'common.sending' : 'common.save')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {nav?.guard}
    </Stack>
  );
}
