import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PASSWORD_MIN, passwordStrength, type PasswordOwner, type PasswordStrengthLevel } from '@portal/domain';

const LOOK: Record<PasswordStrengthLevel, { value: number; color: 'error' | 'warning' | 'success' }> = {
  weak: { value: 33, color: 'error' },
  medium: { value: 66, color: 'warning' },
  strong: { value: 100, color: 'success' },
};

/**
 * Weak/medium/strong and the most useful tip for a password being typed (decision 0028). A cheap
 * estimate with no dictionary: the server still refuses common and breached passwords.
 */
export function PasswordStrengthHint({ password, owner }: { password: string; owner?: PasswordOwner | undefined }) {
  const { t } = useTranslation();
  const { level, hints } = passwordStrength(password, owner, PASSWORD_MIN);
  const look = LOOK[level];
  const tip = hints[0] ? t(`passwordHint.${hints[0]}`, { min: PASSWORD_MIN }) : t('passwordHint.goodToGo');
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }} data-testid="password-strength" data-level={level}>
      <LinearProgress variant="determinate" value={look.value} color={look.color} aria-label={t('passwordHint.label')} />
      <Typography variant="caption" role="status" aria-live="polite">
        <strong>{t('passwordHint.label')}: {t(`passwordHint.${level}`)}.</strong> {tip}
      </Typography>
    </Stack>
  );
}
