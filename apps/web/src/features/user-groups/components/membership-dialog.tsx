import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { userGroupUserSaveSchema, type UserGroupUser } from '@portal/domain';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useManagers } from '../api/get-managers.ts';
import { useUserGroups } from '../api/get-user-groups.ts';
import { useSaveUserMembership } from '../api/save-user-membership.ts';

export interface MembershipDialogProps {
  userId: number;
  programId: number;
  /** The membership being changed; undefined adds a new one. */
  membership: UserGroupUser | undefined;
  onClose: () => void;
}

/** Add or change a membership: user-group and manager selectors (spec §2 User groups). */
export function MembershipDialog({ userId, programId, membership, onClose }: MembershipDialogProps) {
  const { t } = useTranslation();
  const groups = useUserGroups(programId);
  const managers = useManagers(userId, true);
  const save = useSaveUserMembership(userId);
  const [userGroupId, setUserGroupId] = useState<string>(membership ? String(membership.userGroupId) : '');
  const [managerId, setManagerId] = useState<string>(membership?.manager ? String(membership.manager.id) : '');
  const [error, setError] = useState<Record<string, string>>({});

  const submit = async () => {
    const input = { userGroupUserId: membership?.id, userGroupId, userId, managerId: managerId || null };
    const parsed = userGroupUserSaveSchema.safeParse(input);
    if (!parsed.success) {
      setError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await save.mutateAsync({ ...input, userId });
      toast(t('msg.successToSaveUserUserGroup'), 'success');
      onClose();
    } catch (e) {
      const code = e instanceof ApiError ? e.code : '';
      toast(t(['userAlreadyInUserGroup', 'userCannotBeManaged'].includes(code) ? `err.${code}` : 'err.failedToSaveUserUserGroup'), 'error');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="membership-dialog-title" data-testid="membership-dialog">
      <DialogTitle id="membership-dialog-title">{t(membership ? 'userGroups.editMembership' : 'userGroups.addMembership')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl fullWidth required error={Boolean(error.userGroupId)}>
            <InputLabel id="membership-group-label">{t('userGroups.userGroup')}</InputLabel>
            <Select labelId="membership-group-label" label={t('userGroups.userGroup')} value={userGroupId}
              onChange={(e) => { setUserGroupId(e.target.value); setError({}); }} SelectDisplayProps={{ 'data-testid': 'membership-group' } as object}>
              {(groups.data ?? []).map((g) => <MenuItem key={g.id} value={String(g.id)}>{g.name}</MenuItem>)}
            </Select>
            {error.userGroupId && <FormHelperText>{t(error.userGroupId)}</FormHelperText>}
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="membership-manager-label">{t('userGroups.manager')}</InputLabel>
            <Select labelId="membership-manager-label" label={t('userGroups.manager')} value={managerId}
              onChange={(e) => setManagerId(e.target.value)} SelectDisplayProps={{ 'data-testid': 'membership-manager' } as object}>
              <MenuItem value="">{t('userGroups.noManager')}</MenuItem>
              {(managers.data ?? []).map((m) => <MenuItem key={m.id} value={String(m.id)}>{`${m.name} (${t(`userType.${m.type}`)})`}</MenuItem>)}
            </Select>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending} data-testid="membership-save">{t('common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
