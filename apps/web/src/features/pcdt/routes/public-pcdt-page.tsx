import type { ProgramFile } from '@portal/domain';
import { openFile } from '@/components/program-files/open-file.ts';
import { PublicProgramGate } from '@/components/public-program-gate.tsx';
import { paths } from '@/config/paths.ts';
import { getPublicPcdtUrl, publicPcdtZipHref, usePublicPcdtFiles } from '../api/public-pcdt.ts';
import { PcdtFiles } from '../components/pcdt-files.tsx';
import { toast } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { awaitsData, useDeferredArrival } from '@/lib/use-deferred-arrival.ts';

/**
 * The protocols of one programme, read-only: list and downloads, no upload or delete (nor their
 * code: the files' modules are imported one by one, not through the barrel).
 */
function PublicPcdt({ programSlug }: { programSlug: string }) {
  const { t } = useTranslation();
  // The cards mount in a deferred pass that React slices, not in the answer's one long task.
  const files = useDeferredArrival(usePublicPcdtFiles(programSlug), awaitsData);
  const open = (file: ProgramFile) => openFile(file, (f) => getPublicPcdtUrl(programSlug, f), () => toast(t('err.failedToDownloadFile'), 'info'));
  return <PcdtFiles files={files} onOpen={open} zipHref={(uf) => publicPcdtZipHref(programSlug, uf)} />;
}

/** /pcdt for visitors (spec §2): the programme of `?program=`, else the programme chooser. */
export function PublicPcdtPage() {
  return (
    <PublicProgramGate target={paths.pcdt}>
      {(code) => <PublicPcdt programSlug={code} />}
    </PublicProgramGate>
  );
}
