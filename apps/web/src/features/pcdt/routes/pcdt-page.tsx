import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PCDT_GENERAL } from '@portal/domain';
import { pcdtZipHref, UploadPanel, useFileActions, useProgramFiles } from '@/components/program-files/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { PcdtFiles } from '../components/pcdt-files.tsx';

/** /pcdt inside the shell: the programme's protocols; admins also upload and delete. */
export function PcdtPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const files = useProgramFiles(programId, 'CONTENTS');
  const actions = useFileActions();
  const isManager = user?.type === 'ADMIN' || user?.type === 'SYSADMIN';

  return (
    <>
      <PcdtFiles files={files} onOpen={actions.open} zipHref={(uf) => pcdtZipHref(programId, uf)}
        onDelete={isManager ? actions.askDelete : undefined}
        footer={(uf) => isManager && (
          <UploadPanel title={t('pcdt.uploadTitle')} testId="pcdt-upload"
            fields={() => ({ fileType: 'CONTENTS', uf: uf === PCDT_GENERAL ? undefined : uf })}>
            <Typography variant="body2" color="text.secondary">
              {t('pcdt.state')}: {uf === PCDT_GENERAL ? t('common.general') : uf}
            </Typography>
          </UploadPanel>
        )} />
      {actions.dialog}
    </>
  );
}
