import { useNavigate, useParams } from 'react-router';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { MembershipDialog } from '../components/membership-dialog.tsx';

/** /users/:id/permissions/add: grants permissions by adding the user to a group, then returns to the list. */
export function UserPermissionsAddPage() {
  const navigate = useNavigate();
  const userId = Number(useParams().id);
  const { user } = useSession();
  if (!user) return null;
  return (
    <MembershipDialog
      userId={userId}
      programId={user.programId}
      membership={undefined}
      onClose={() => void navigate(routeHref('userPermissions', { id: userId }))}
    />
  );
}
