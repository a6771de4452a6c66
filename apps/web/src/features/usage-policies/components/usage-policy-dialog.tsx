import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useDocumentTitle } from '@/lib/a11y/document-title.tsx';
import { paths } from '@/config/paths.ts';
import { PolicyTerm } from '@/components/policy-terms/policy-term.tsx';
import { toast } from '@/lib/toast.ts';
import type { SessionUser } from '@portal/domain';
import { useAcceptPolicy } from '../api/accept-policy.ts';

/**
 * Spec §2: pending usage policies; every term must be ticked, then the page reloads. The tab is
 * titled for the terms (not the login page it replaced), and the user may leave instead (Sair).
 */
export function UsagePolicyDialog({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  useDocumentTitle(t('pendingDoctor.termsTitle'));
  const accept = useAcceptPolicy();
  const policies = user.pendingUsagePolicies;
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const allTicked = policies.every((p) => ticked.has(p.id));

  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = () =>
    accept.mutate(
      { userId: user.id, programUsagePoliciesIds: policies.map((p) => p.id) },
      {
        onSuccess: () => window.location.reload(),
        onError: () => toast(t('err.failedToAcceptPolicies'), 'error'),
      },
    );

  return (
    <Dialog open aria-labelledby="usage-policy-title" data-testid="usage-policy-dialog" maxWidth="sm" fullWidth>
      <DialogTitle id="usage-policy-title">{t('policies.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('policies.intro')}</DialogContentText>
        <FormGroup>
          {policies.map((policy) => (
            <PolicyTerm key={policy.id} policy={policy} checked={ticked.has(policy.id)} onChange={() => toggle(policy.id)} />
          ))}
        </FormGroup>
        {!allTicked && <FormHelperText>{t('validation.requiredTerms')}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={paths.logout.href()} data-testid="usage-policy-logout">{t('pendingDoctor.logout')}</Button>
        <Button variant="contained" disabled={!allTicked || accept.isPending} onClick={submit} data-testid="usage-policy-accept">
          {t('policies.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
