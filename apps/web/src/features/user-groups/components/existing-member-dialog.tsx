import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { userGroupMemberAddSchema, type UserGroup } from '@portal/domain';
import { TextInput } from '@/components/form/text-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useAddExistingMember } from '../api/add-existing-member.ts';

const schema = userGroupMemberAddSchema.pick({ email: true });
type FormValues = z.input<typeof schema>;

const FALLBACK = 'err.failedToSaveUserUserGroup';

export interface ExistingMemberDialogProps {
  group: UserGroup;
  onClose: () => void;
}

/**
 * Adds someone who already has an account — in this programme or another — to the group, by their
 * exact login e-mail (decision 0065): no search, so no other programme's users are listed.
 */
export function ExistingMemberDialog({ group, onClose }: ExistingMemberDialogProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const add = useAddExistingMember();
  const form = useForm<FormValues, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const showError = useApiError(form.setError, {
    fallback: FALLBACK,
    codes: { userToAddNotFound: { field: 'email', toast: false }, userAlreadyInUserGroup: { toast: 'error' }, validation: { message: FALLBACK } },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const added = await add.mutateAsync({ userGroupId: group.id, email });
      toast(t(added.joinedProgram ? 'userGroups.existingUserJoined' : 'userGroups.existingUserAdded', { name: added.user.name, group: group.name }), 'success');
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="existing-member-dialog-title" data-testid="existing-member-dialog">
      <DialogTitle id="existing-member-dialog-title">{t('userGroups.addExistingUserTitle', { name: group.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t('userGroups.addExistingUserHint')}</DialogContentText>
          <Controller name="email" control={form.control} render={({ field }) => (
            <TextInput {...field} type="email" label={t('userGroups.existingUserEmail')} required fullWidth autoFocus autoComplete="off"
              error={Boolean(errors.email)} helperText={fieldText(errors.email?.message)} inputProps={{ 'data-testid': 'existing-member-email', maxLength: 200 }} />
          )} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={add.isPending} data-testid="existing-member-save">{t('common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
