import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DoctorSearchInput } from '@portal/domain';
import { CrmSearchForm } from '@/components/crm-search-form.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';
import { useSearchLoginEmail } from '../api/search-login-email.ts';

type Result = { found: true; email: string } | { found: false; message: string };

/** /recover-login (spec §2): step 0 CRM and state; step 1 the masked login e-mail, or the offer to sign up. */
export function RecoverLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = params.get(PROGRAM_QUERY_PARAM) ?? undefined;
  const search = useSearchLoginEmail();
  const [searched, setSearched] = useState<DoctorSearchInput | undefined>();
  const [result, setResult] = useState<Result | null>(null);

  const onSearch = async (input: DoctorSearchInput) => {
    setSearched(input);
    const found = await search.mutateAsync(input);
    setResult({ found: true, email: found.email });
  };
  // Any failure is the 'not found' answer, with its offer to sign up.
  const apiErrors = { fallback: 'err.failedToSearchDoctor', show: (message: string) => setResult({ found: false, message }) };
  const back = () => setResult(null);
  const query = { [PROGRAM_QUERY_PARAM]: slug };

  return (
    <PublicLayout maxWidth="sm">
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <Typography variant="h5" component="h1">{t('recoverLogin.title')}</Typography>
            {!result && <Typography color="text.secondary">{t('recoverLogin.subtitle')}</Typography>}
          </Box>
          {!result && <CrmSearchForm onSearch={onSearch} apiErrors={apiErrors} busy={search.isPending} defaultValues={searched} />}
          {result?.found && (
            <Stack spacing={3} data-testid="recover-login-found">
              <Alert severity="success">
                <AlertTitle>{t('recoverLogin.resultTitle')}</AlertTitle>
                {t('recoverLogin.resultText', { email: result.email })}
              </Alert>
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Button variant="outlined" onClick={back}>{t('common.back')}</Button>
                <Button variant="contained" component={RouterLink} to={paths.login.href({}, query)}>{t('recoverLogin.goToLogin')}</Button>
              </Stack>
            </Stack>
          )}
          {result && !result.found && (
            <Stack spacing={3} data-testid="recover-login-not-found">
              <Alert severity="warning">
                <AlertTitle>{result.message}</AlertTitle>
                {t('msg.recoverLoginHint')}
              </Alert>
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Button variant="outlined" onClick={back}>{t('common.back')}</Button>
                <Button variant="contained" component={RouterLink} to={paths.signup.href({}, query)}>{t('recoverLogin.register')}</Button>
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
