import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { RECIPIENT_TYPES, supplyFormSchema, type Supply } from '@portal/domain';
import { FormCheckbox, FormSelect, FormText } from '@/components/crud/index.ts';
import { useProgramInstitutions } from '../api/institutions.ts';
import { useSaveSupply } from '../api/supplies.ts';
import { ChildDialog, useChildForm } from './child-dialog.tsx';

export interface SupplyDialogProps { programId: number; supplyGroupId: number; supply: Supply | undefined; onClose: () => void }

/** Add or edit a supply (kit): institutions, recipient types, maximum per request and the request form's flags. */
export function SupplyDialog({ programId, supplyGroupId, supply, onClose }: SupplyDialogProps) {
  const { t } = useTranslation();
  const save = useSaveSupply();
  const institutions = useProgramInstitutions(programId);
  const institutionOptions = useMemo(() => (institutions.data ?? []).map((i) => ({ value: i.id, label: i.name })), [institutions.data]);
  const recipientOptions = RECIPIENT_TYPES.map((r) => ({ value: r, label: t(`recipientType.${r}`) }));
  const { form, submit, busy } = useChildForm({
    schema: supplyFormSchema,
    defaults: {
      supplyGroupId, name: supply?.name ?? '', institutionIds: supply?.institutions.map((i) => i.id) ?? [],
      recipientTypes: supply?.recipientTypes ?? [...RECIPIENT_TYPES], maxQuantityPerRequest: supply?.maxQuantityPerRequest ?? '',
      showFieldCpfRequester: supply?.showFieldCpfRequester ?? false, showFieldRecipientTypes: supply?.showFieldRecipientTypes ?? false,
    },
    save: (values) => save.mutateAsync({ id: supply?.id, values }),
    successKey: 'msg.successToSaveSupply', fallbackKey: 'err.failedToRegisterSupply', onClose,
  });
  const { control } = form;
  return (
    <ChildDialog title={t(supply ? 'supplies.edit' : 'supplies.add')} busy={busy} onSubmit={() => void submit()} onClose={onClose} testId="supply-dialog">
      <FormText control={control} name="name" label={t('supplies.name')} required maxLength={150} testId="supply-name" />
      <FormSelect control={control} name="institutionIds" label={t('supplies.institutions')} options={institutionOptions} multiple />
      <FormSelect control={control} name="recipientTypes" label={t('supplies.recipientTypes')} options={recipientOptions} multiple />
      <FormText control={control} name="maxQuantityPerRequest" label={t('supplies.maxQuantityPerRequest')} type="number" />
      <FormCheckbox control={control} name="showFieldCpfRequester" label={t('supplies.showFieldCpfRequester')} />
      <FormCheckbox control={control} name="showFieldRecipientTypes" label={t('supplies.showFieldRecipientTypes')} />
    </ChildDialog>
  );
}
