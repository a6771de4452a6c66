import PlaceholderPage from '@/components/placeholder-page.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';

/** /contents and /contents/:slug for visitors; the content screens come with their own issue. */
export function PublicContentsPage() {
  return (
    <PublicLayout>
      <PlaceholderPage titleKey="page.contents" />
    </PublicLayout>
  );
}
