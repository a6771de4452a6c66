import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FIELD_VIEW_TYPES, PROCEDURE_FIELD_TYPES, procedureFieldConfigFormSchema, type ProcedureFieldConfig } from '@portal/domain';
import { FormCheckbox, FormSelect, FormText } from '@/components/crud/index.ts';
import { useSaveProcedureField, type ConfigGroup } from '../api/field-configs.ts';
import { ChildDialog, useChildForm } from './child-dialog.tsx';

export interface ProcedureFieldDialogProps { group: ConfigGroup; field: ProcedureFieldConfig | undefined; nextOrder: number; onClose: () => void }

/** Add or edit a procedure field (spec §3: every attribute, the eight field types). */
export function ProcedureFieldDialog({ group, field, nextOrder, onClose }: ProcedureFieldDialogProps) {
  const { t } = useTranslation();
  const save = useSaveProcedureField();
  const { form, submit, busy } = useChildForm({
    schema: procedureFieldConfigFormSchema,
    defaults: {
      ...group, name: field?.name ?? '', label: field?.label ?? '', fieldType: field?.fieldType ?? 'TEXT', options: field?.options ?? '',
      mask: field?.mask ?? '', min: field?.min ?? '', max: field?.max ?? '', order: field?.order ?? nextOrder, group: field?.group ?? '',
      active: field?.active ?? true, showAtBottom: field?.showAtBottom ?? false, viewType: field?.viewType ?? 'OPTIONAL',
      requiredAnswers: field?.requiredAnswers ?? '',
    },
    save: (values) => save.mutateAsync({ id: field?.id, values }),
    successKey: 'msg.successToSaveFieldConfigs', fallbackKey: 'err.failedToSaveFieldConfigs', onClose,
  });
  const { control } = form;
  const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;
  return (
    <ChildDialog title={t(field ? 'fieldConfigs.editProcedure' : 'fieldConfigs.addProcedure')} busy={busy} onSubmit={() => void submit()}
      onClose={onClose} testId="procedure-field-dialog">
      <Stack {...row}>
        <FormText control={control} name="name" label={t('fieldConfigs.name')} required maxLength={100} testId="procedure-field-name" />
        <FormText control={control} name="label" label={t('fieldConfigs.label')} required maxLength={200} testId="procedure-field-label" />
      </Stack>
      <Stack {...row}>
        <FormSelect control={control} name="fieldType" label={t('fieldConfigs.fieldType')} required
          options={PROCEDURE_FIELD_TYPES.map((v) => ({ value: v, label: t(`fieldConfigs.procedureFieldType.${v}`) }))} />
        <FormSelect control={control} name="viewType" label={t('fieldConfigs.viewType')}
          options={FIELD_VIEW_TYPES.map((v) => ({ value: v, label: t(`fieldConfigs.viewTypes.${v}`) }))} />
      </Stack>
      <FormText control={control} name="options" label={t('fieldConfigs.options')} maxLength={2000} />
      <Stack {...row}>
        <FormText control={control} name="mask" label={t('fieldConfigs.mask')} maxLength={50} />
        <FormText control={control} name="min" label={t('fieldConfigs.min')} type="number" />
        <FormText control={control} name="max" label={t('fieldConfigs.max')} type="number" />
      </Stack>
      <Stack {...row}>
        <FormText control={control} name="order" label={t('fieldConfigs.order')} type="number" />
        <FormText control={control} name="group" label={t('fieldConfigs.group')} maxLength={100} />
        <FormText control={control} name="requiredAnswers" label={t('fieldConfigs.requiredAnswers')} maxLength={200} />
      </Stack>
      <FormCheckbox control={control} name="active" label={t('fieldConfigs.active')} />
      <FormCheckbox control={control} name="showAtBottom" label={t('fieldConfigs.showAtBottom')} />
    </ChildDialog>
  );
}
