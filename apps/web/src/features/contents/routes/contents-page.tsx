import { paths } from '@/config/paths.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { ContentsList } from '../components/contents-list.tsx';

/** /contents inside the shell: the session programme's posts. */
export function ContentsPage() {
  const code = useCurrentProgram().program?.slug;
  return code ? <ContentsList programCode={code} detailHref={(slug) => paths.contentDetail.href({ slug })} /> : null;
}
