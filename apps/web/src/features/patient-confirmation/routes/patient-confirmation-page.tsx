import PlaceholderPage from '@/components/placeholder-page.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';

/** /p/:code, always public: the patient confirmation steps come with their own issue. */
export function PatientConfirmationPage() {
  return (
    <PublicLayout>
      <PlaceholderPage titleKey="page.patientConfirmation" />
    </PublicLayout>
  );
}
