import { useFileActions } from '@/components/program-files/index.ts';
import { PublicProgramGate } from '@/components/public-program-gate.tsx';
import { paths } from '@/config/paths.ts';
import { getPublicPcdtUrl, publicPcdtZipHref, usePublicPcdtFiles } from '../api/public-pcdt.ts';
import { PcdtFiles } from '../components/pcdt-files.tsx';

/** The protocols of one programme, read-only: list and downloads, no upload or delete. */
function PublicPcdt({ programSlug }: { programSlug: string }) {
  const files = usePublicPcdtFiles(programSlug);
  const actions = useFileActions((file) => getPublicPcdtUrl(programSlug, file));
  return <PcdtFiles files={files} onOpen={actions.open} zipHref={(uf) => publicPcdtZipHref(programSlug, uf)} />;
}

/** /pcdt for visitors (spec §2): the programme of `?program=`, else the programme chooser. */
export function PublicPcdtPage() {
  return (
    <PublicProgramGate target={paths.pcdt}>
      {(code) => <PublicPcdt programSlug={code} />}
    </PublicProgramGate>
  );
}
