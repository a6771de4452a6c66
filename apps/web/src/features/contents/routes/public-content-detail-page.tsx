import { useParams } from 'react-router';
import { PublicProgramGate } from '@/components/public-program-gate.tsx';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';
import { ContentDetail } from '../components/content-detail.tsx';

/** /contents/{slug} for visitors, of the programme of `?program=`. */
export function PublicContentDetailPage() {
  const { slug = '' } = useParams();
  return (
    <PublicProgramGate target={paths.contents}>
      {(code) => <ContentDetail programCode={code} slug={slug} backHref={paths.contents.href({}, { [PROGRAM_QUERY_PARAM]: code })} />}
    </PublicProgramGate>
  );
}
