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
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { userGroupUserSaveSchema, type UserGroupUser } from '@portal/domain';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useUserGroups } from '../api/get-user-groups.ts';
import { useSaveUserMembership } from '../api/save-user-membership.ts';
import { ManagerPicker, type ManagerOption } from './manager-picker.tsx';

interface FormValues { userGroupId: string; manager: ManagerOption | null }

const FALLBACK = 'err.failedToSaveUserUserGroup';

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
  const fieldText = useFieldText();
  const groups = useUserGroups(programId);
  const save = useSaveUserMembership(userId);
  const form = useForm<FormValues>({
    defaultValues: { userGroupId: membership ? String(membership.userGroupId) : '', manager: membership?.manager ?? null },
  });
  const { errors } = form.formState;
  // Refusals toast: the two the member or the group explain with their own message, any other as the form's failure.
  const showError = useApiError(form.setError, {
    fallback: FALLBACK,
    codes: { userAlreadyInUserGroup: { toast: 'error' }, userCannotBeManaged: {}, validation: { message: FALLBACK } },
  });

  const submit = form.handleSubmit(async (values) => {
    const input = { userGroupUserId: membership?.id, userGroupId: values.userGroupId, userId, managerId: values.manager?.id ?? null };
    const parsed = userGroupUserSaveSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(String(issue.path[0]) as keyof FormValues, { message: issue.message });
      return;
    }
    try {
      await save.mutateAsync(input);
      toast(t('msg.successToSaveUserUserGroup'), 'success');
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="membership-dialog-title" data-testid="membership-dialog">
      <DialogTitle id="membership-dialog-title">{t(membership ? 'userGroups.editMembership' : 'userGroups.addMembership')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller name="userGroupId" control={form.control} render={({ field }) => (
            <FormControl fullWidth required error={Boolean(errors.userGroupId)}>
              <InputLabel id="membership-group-label">{t('userGroups.userGroup')}</InputLabel>
              <Select labelId="membership-group-label" label={t('userGroups.userGroup')} value={field.value}
                onChange={(e) => field.onChange(e.target.value)} SelectDisplayProps={{ 'data-testid': 'membership-group' } as object}>
                {(groups.data ?? []).map((g) => <MenuItem key={g.id} value={String(g.id)}>{g.name}</MenuItem>)}
              </Select>
              {errors.userGroupId && <FormHelperText>{fieldText(errors.userGroupId.message)}</FormHelperText>}
            </FormControl>
          )} />
          <Controller name="manager" control={form.control} render={({ field }) => (
            <ManagerPicker userId={userId} value={field.value} onChange={field.onChange} />
          )} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {/* Errors on fields the dialog does not show must not block the next try. */}
        <Button variant="contained" onClick={() => { form.clearErrors(); void submit(); }} disabled={save.isPending} data-testid="membership-save">{t('common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
