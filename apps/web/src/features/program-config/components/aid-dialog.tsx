import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { aidFormSchema, type Aid } from '@portal/domain';
import { FormText } from '@/components/crud/index.ts';
import { useSaveAid } from '../api/travel-groups.ts';
import { ChildDialog, useChildForm } from './child-dialog.tsx';

export interface AidOwner { examGroupId?: number; travelGroupId?: number }
export interface AidDialogProps { owner: AidOwner; aid: Aid | undefined; onClose: () => void }

/** Add or edit an aid: its name and the items a doctor must tick to ask for it. */
export function AidDialog({ owner, aid, onClose }: AidDialogProps) {
  const { t } = useTranslation();
  const save = useSaveAid(owner.examGroupId !== undefined ? 'examGroups' : 'travelGroups');
  const { form, submit, busy } = useChildForm({
    schema: aidFormSchema,
    defaults: {
      ...owner, name: aid?.name ?? '',
      aidFields: aid?.aidFields.map((f) => ({ id: f.id, label: f.label, fieldType: f.fieldType })) ?? [{ label: '', fieldType: 'CHECKBOX' }],
    },
    save: (values) => save.mutateAsync({ id: aid?.id, values }),
    successKey: 'msg.successToSaveAid', fallbackKey: 'err.failedToRegisterAid', onClose,
  });
  const { control } = form;
  const fields = useFieldArray({ control, name: 'aidFields', keyName: 'key' });
  return (
    <ChildDialog title={t(aid ? 'aids.edit' : 'aids.add')} busy={busy} onSubmit={() => void submit()} onClose={onClose} testId="aid-dialog">
      <FormText control={control} name="name" label={t('aids.name')} required maxLength={150} testId="aid-name" />
      <Typography variant="subtitle2" component="h3">{t('aids.fields')}</Typography>
      {fields.fields.map((field, index) => (
        <Stack key={field.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormText control={control} name={`aidFields.${index}.label`} label={t('aids.fieldLabel')} required maxLength={200} testId={`aid-field-${index}`} />
          <IconButton aria-label={t('aids.removeField')} onClick={() => fields.remove(index)} sx={{ mt: 1 }}><DeleteOutline /></IconButton>
        </Stack>
      ))}
      <Button startIcon={<Add />} onClick={() => fields.append({ label: '', fieldType: 'CHECKBOX' })} sx={{ alignSelf: 'flex-start' }}
        data-testid="aid-add-field">{t('aids.addField')}</Button>
    </ChildDialog>
  );
}
