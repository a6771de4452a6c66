import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useApproveDoctor } from './approve-doctor.ts';

/**
 * Approves a doctor and says how it went, in one toast: approved; approved while the medical
 * council could not answer (unverified); or refused with the council's answer in its own words.
 */
export function useApproveDoctorWithFeedback() {
  const { t } = useTranslation();
  const approve = useApproveDoctor();
  const { mutateAsync } = approve;
  const run = useCallback(async (userId: number) => {
    try {
      const answer = await mutateAsync(userId);
      if (answer.councilStatus === 'UNVERIFIED') toast(t('council.unverifiedApproval'), 'warning');
      else toast(t('msg.successToApproveUser'), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'councilRefusedApproval') toast(error.message, 'warning');
      else toast(t('err.failedToApproveUser'), 'error');
    }
  }, [mutateAsync, t]);
  return run;
}
