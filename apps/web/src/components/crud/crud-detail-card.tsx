import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { Breadcrumbs } from '../breadcrumbs.tsx';

export interface DetailField { label: string; value: ReactNode }

export interface CrudDetailCardProps {
  listTitle: string;
  listHref: string;
  /** The record's name once loaded. */
  title: string | undefined;
  editHref: string;
  loading: boolean;
  failed: boolean;
  fields: readonly DetailField[];
  testId: string;
}

/** A register record read-only: breadcrumbs back to its list, its fields labelled, and "Editar". */
export function CrudDetailCard({ listTitle, listHref, title, editHref, loading, failed, fields, testId }: CrudDetailCardProps) {
  const { t } = useTranslation();
  const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);
  return (
    <Stack spacing={2} data-testid={testId}>
      <Breadcrumbs trail={[{ label: listTitle, href: listHref }]} current={title ?? t('common.loading')} />
      {failed ? (
        <Alert severity="warning">{t('err.dataNotFound')}</Alert>
      ) : (
        <Card variant="outlined" sx={{ maxWidth: 880 }}>
          {loading && <LinearProgress />}
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
                <Typography variant="h5" component="h1">{title ?? ''}</Typography>
                <Button component={Link} to={editHref} variant="outlined" startIcon={<EditOutlined />} data-testid={`${testId}-edit`}>
                  {t('dataTable.edit')}
                </Button>
              </Stack>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' }, columnGap: 3, rowGap: 1 }}>
                {fields.map((field) => (
                  <Box key={field.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">{field.label}</Typography>
                    <Typography component="dd" variant="body1" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}>{shown(field.value)}</Typography>
                  </Box>
                ))}
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
