import PlaceholderPage from '@/components/placeholder-page.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';

/** /pcdt for visitors; the clinical protocols screen comes with its own issue. */
export function PublicPcdtPage() {
  return (
    <PublicLayout>
      <PlaceholderPage titleKey="page.pcdt" />
    </PublicLayout>
  );
}
