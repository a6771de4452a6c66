import { PublicProgramGate } from '@/components/public-program-gate.tsx';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';
import { ContentsList } from '../components/contents-list.tsx';

/** /contents for visitors: the programme of `?program=`, else the programme chooser (reading only). */
export function PublicContentsPage() {
  return (
    <PublicProgramGate target={paths.contents}>
      {(code) => <ContentsList programCode={code} detailHref={(slug) => paths.contentDetail.href({ slug }, { [PROGRAM_QUERY_PARAM]: code })} />}
    </PublicProgramGate>
  );
}
