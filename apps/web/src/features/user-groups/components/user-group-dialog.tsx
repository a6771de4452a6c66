import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { userGroupSaveSchema, type UserGroup } from '@portal/domain';
import { TextInput } from '@/components/form/text-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveUserGroup } from '../api/save-user-group.ts';

export interface UserGroupDialogProps {
  programId: number;
  group: UserGroup | undefined;
  onClose: () => void;
}

/** Add or edit a user group: name and the default-for-new-users and specialty flags. */
export function UserGroupDialog({ programId, group, onClose }: UserGroupDialogProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const save = useSaveUserGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [defaultForNewUsers, setDefault] = useState(group?.defaultForNewUsers ?? false);
  const [specialty, setSpecialty] = useState(group?.specialty ?? false);
  const [nameError, setNameError] = useState<string | undefined>();

  const submit = async () => {
    const input = { id: group?.id, name, programId, defaultForNewUsers, specialty };
    const parsed = userGroupSaveSchema.safeParse(input);
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((i) => i.path[0] === 'name')?.message ?? 'validation.invalidField');
      return;
    }
    try {
      await save.mutateAsync(input);
      toast(t('msg.successToSaveUserGroup'), 'success');
      onClose();
    } catch {
      toast(t('err.failedToSaveUserGroups'), 'error');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-group-dialog-title" data-testid="user-group-dialog">
      <DialogTitle id="user-group-dialog-title">{t(group ? 'userGroups.editGroup' : 'userGroups.newGroup')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextInput label={t('userGroups.name')} value={name} required fullWidth autoFocus
            onChange={(e) => { setName(e.target.value); setNameError(undefined); }}
            error={Boolean(nameError)} helperText={fieldText(nameError)} inputProps={{ 'data-testid': 'user-group-name', maxLength: 100 }} />
          <FormControlLabel control={<Checkbox checked={defaultForNewUsers} onChange={(e) => setDefault(e.target.checked)} />} label={t('userGroups.defaultForNewUsers')} />
          <FormControlLabel control={<Checkbox checked={specialty} onChange={(e) => setSpecialty(e.target.checked)} />} label={t('userGroups.specialty')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending} data-testid="user-group-save">{t('common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
