import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from '@/lib/i18n/index.ts';

/** A failure of the registration service, said where it happened: its message and what to do next. */
export interface Failure {
  message: string;
  /** Catalogue key of the next step. */
  nextStepKey: string;
}

export function FailureNotice({ failure, testId }: { failure: Failure; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid={testId}>
      <AlertTitle>{failure.message}</AlertTitle>
      {t(failure.nextStepKey)}
    </Alert>
  );
}
