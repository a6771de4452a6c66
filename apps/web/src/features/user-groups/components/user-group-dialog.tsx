import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { z } from 'zod';
import { USER_TYPES, userGroupFormSchema, type UserGroup } from '@portal/domain';
import { TextInput } from '@/components/form/text-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveUserGroup } from '../api/save-user-group.ts';

const schema = userGroupFormSchema;

type FormValues = z.input<typeof schema>;

const FALLBACK = 'err.failedToSaveUserGroups';

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
  const form = useForm<FormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: group?.name ?? '', defaultForNewUsers: group?.defaultForNewUsers ?? false, defaultUserTypes: group?.defaultUserTypes ?? [],
      specialty: group?.specialty ?? false,
    },
  });
  const { errors } = form.formState;
  // Any refusal toasts the form's failure; a field the server names also shows on it.
  const showError = useApiError(form.setError, {
    fallback: FALLBACK,
    codes: { validation: { message: FALLBACK }, userGroupNameInUse: { field: 'name', toast: false } },
  });
  const isDefault = useWatch({ control: form.control, name: 'defaultForNewUsers' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: group?.id, programId });
      toast(t('msg.successToSaveUserGroup'), 'success');
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  const flag = (name: 'defaultForNewUsers' | 'specialty') => (
    <Controller name={name} control={form.control} render={({ field }) => (
      <FormControlLabel control={<Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />} label={t(`userGroups.${name}`)} />
    )} />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-group-dialog-title" data-testid="user-group-dialog">
      <DialogTitle id="user-group-dialog-title">{t(group ? 'userGroups.editGroup' : 'userGroups.newGroup')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <Controller name="name" control={form.control} render={({ field }) => (
            <TextInput {...field} label={t('userGroups.name')} required fullWidth autoFocus
              error={Boolean(errors.name)} helperText={fieldText(errors.name?.message)} inputProps={{ 'data-testid': 'user-group-name', maxLength: 100 }} />
          )} />
          {flag('defaultForNewUsers')}
          {isDefault && (
            <Controller name="defaultUserTypes" control={form.control} render={({ field }) => (
              <FormControl error={Boolean(errors.defaultUserTypes)} component="fieldset" data-testid="user-group-default-types">
                <FormLabel component="legend">{t('userGroups.defaultUserTypes')}</FormLabel>
                <FormGroup row>
                  {USER_TYPES.map((type) => (
                    <FormControlLabel key={type} label={t(`userType.${type}`)} control={
                      <Checkbox checked={(field.value ?? []).includes(type)} data-testid={`user-group-default-${type}`}
                        onChange={(e) => field.onChange(e.target.checked ? [...(field.value ?? []), type] : (field.value ?? []).filter((v) => v !== type))} />
                    } />
                  ))}
                </FormGroup>
                {errors.defaultUserTypes && <FormHelperText>{fieldText(errors.defaultUserTypes.message)}</FormHelperText>}
              </FormControl>
            )} />
          )}
          {flag('specialty')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending} data-testid="user-group-save">{t('common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
