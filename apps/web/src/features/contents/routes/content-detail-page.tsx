import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { ContentDetail } from '../components/content-detail.tsx';

/** /contents/{slug} inside the shell, for the session programme. */
export function ContentDetailPage() {
  const code = useCurrentProgram().program?.slug;
  const { slug = '' } = useParams();
  return code ? <ContentDetail programCode={code} slug={slug} backHref={paths.contents.href()} /> : null;
}
