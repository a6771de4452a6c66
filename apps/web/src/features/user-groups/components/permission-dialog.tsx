import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { isCataloguePermissionType, type PermissionType } from '@portal/domain';
import { CatalogPicker, EMPTY_CATALOG_VALUE, type CatalogValue } from '@/components/catalog-picker/index.ts';
import { TextInput } from '@/components/form/text-input.tsx';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useAddGroupPermission } from '../api/add-group-permission.ts';
import { usePermissionTypes } from '../api/get-permission-options.ts';

/** The type (empty: every module) and the option picked at each level (empty: any). */
type FormValues = { type: PermissionType | '' } & CatalogValue;

const EMPTY: FormValues = { type: '', ...EMPTY_CATALOG_VALUE };
const FALLBACK = 'err.failedToSaveUserGroupPermission';

export interface PermissionDialogProps {
  userGroupId: number;
  programId: number;
  programName: string;
  onClose: () => void;
}

/**
 * New permission: programme (read-only), a type limited to the programme's modules (empty = all
 * modules) and the cascading catalogue pickers, each optional (spec §2 permissions screen).
 */
export function PermissionDialog({ userGroupId, programId, programName, onClose }: PermissionDialogProps) {
  const { t } = useTranslation();
  const types = usePermissionTypes(programId);
  const add = useAddGroupPermission(userGroupId);
  const form = useForm<FormValues>({ defaultValues: EMPTY });
  const picked = useWatch({ control: form.control });
  const type = picked.type ?? '';
  const catalog: CatalogValue = { followup: picked.followup ?? '', group: picked.group ?? '', item: picked.item ?? '' };
  const num = (v: string | undefined) => (v ? Number(v) : undefined);
  // Any refusal toasts the form's failure, as the dialog shows no field messages.
  const showError = useApiError(form.setError, { fallback: FALLBACK, codes: { validation: { message: FALLBACK } } });

  /** A new type starts the pickers over. */
  const pickType = (value: PermissionType | '') => form.reset({ ...EMPTY, type: value });
  const pickCatalog = (value: CatalogValue) => form.reset({ ...value, type });

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ userGroupId, type: values.type || null, groupId: num(values.group) ?? null, itemId: num(values.item) ?? null });
      toast(t('msg.successToSaveUserGroupPermission'), 'success');
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="permission-dialog-title" data-testid="permission-dialog">
      <DialogTitle id="permission-dialog-title">{t('userGroups.addPermission')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput label={t('userGroups.program')} value={programName} disabled fullWidth />
          <FormControl fullWidth>
            {/* "Todos" shows while empty: the label stays shrunk above it. */}
            <InputLabel id="permission-type-label" shrink>{t('userGroups.permissionType')}</InputLabel>
            <Select<PermissionType | ''> labelId="permission-type-label" label={t('userGroups.permissionType')} value={type} displayEmpty notched
              onChange={(e) => pickType(e.target.value)}
              SelectDisplayProps={{ 'data-testid': 'permission-type' } as object}>
              <MenuItem value="">{t('userGroups.allModules')}</MenuItem>
              {(types.data ?? []).map((pt) => <MenuItem key={pt} value={pt} data-testid={`permission-type-${pt}`}>{t(`permissionType.${pt}`)}</MenuItem>)}
            </Select>
          </FormControl>
          {isCataloguePermissionType(type) && (
            <CatalogPicker type={type} value={catalog} onChange={pickCatalog} idPrefix="permission" anyLabel={t('userGroups.anyOption')} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {/* The server's field errors have no picker to show on; they must not block the next try. */}
        <Button variant="contained" onClick={() => { form.clearErrors(); void submit(); }} disabled={add.isPending} data-testid="permission-save">{t('common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
