import Alert from '@mui/material/Alert';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PASSWORD_MIN } from '@portal/domain';

/** The password rules, shown above the new password. */
export function PasswordRules() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="password-rules">
      {t('passwordLinks.rulesTitle')}
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        <li>{t('passwordLinks.ruleMinLength', { min: PASSWORD_MIN })}</li>
        <li>{t('passwordLinks.ruleDifferent')}</li>
      </ul>
    </Alert>
  );
}
