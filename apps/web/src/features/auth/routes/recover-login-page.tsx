import PlaceholderPage from '@/components/placeholder-page.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';

/** /recover-login: CRM and state search, built by a later issue. */
export function RecoverLoginPage() {
  return (
    <PublicLayout>
      <PlaceholderPage titleKey="page.recoverLogin" />
    </PublicLayout>
  );
}
