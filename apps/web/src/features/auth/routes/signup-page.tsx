import { useSearchParams } from 'react-router';
import PlaceholderPage from '@/components/placeholder-page.tsx';
import { ProgramChooser } from '@/components/program-chooser.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';
import { PROGRAM_QUERY_PARAM } from '@/config/paths.ts';

/** /signup: the four-step flow comes with its own issue; without a programme the chooser cannot be closed. */
export function SignupPage() {
  const [params] = useSearchParams();
  return (
    <PublicLayout>
      <PlaceholderPage titleKey="page.signup" />
      <ProgramChooser open={!params.get(PROGRAM_QUERY_PARAM)} mode="signup" />
    </PublicLayout>
  );
}
