import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ProcedureFieldConfig } from '@portal/domain';
import { useDeleteProcedureField, useProcedureFields, type ConfigGroup } from '../api/field-configs.ts';
import { ChildList } from './child-list.tsx';
import { PatientFieldsEditor } from './patient-fields-editor.tsx';
import { ProcedureFieldDialog } from './procedure-field-dialog.tsx';

/** The patient fields and the procedure fields a group's request form asks for, on the group's edit screen. */
export function FieldConfigsSection({ group }: { group: ConfigGroup }) {
  const { t } = useTranslation();
  const fields = useProcedureFields(group);
  const remove = useDeleteProcedureField();
  const [editing, setEditing] = useState<ProcedureFieldConfig | 'new' | undefined>();
  const rows = fields.data ?? [];
  return (
    <>
      <PatientFieldsEditor group={group} />
      <ChildList<ProcedureFieldConfig>
        title={t('fieldConfigs.procedureTitle')} addLabel={t('fieldConfigs.addProcedure')} emptyText={t('fieldConfigs.empty')} rows={rows}
        columns={[
          { header: t('fieldConfigs.order'), render: (f) => f.order },
          { header: t('fieldConfigs.label'), render: (f) => f.label },
          { header: t('fieldConfigs.fieldType'), render: (f) => t(`fieldConfigs.procedureFieldType.${f.fieldType}`) },
          { header: t('fieldConfigs.viewType'), render: (f) => t(`fieldConfigs.viewTypes.${f.viewType}`) },
          { header: t('fieldConfigs.active'), render: (f) => t(f.active ? 'common.yes' : 'common.no') },
        ]}
        rowLabel={(f) => f.label}
        onAdd={() => setEditing('new')} onEdit={setEditing}
        remove={{
          run: (f) => remove.mutateAsync(f.id), successKey: 'msg.successToRemoveFieldConfig', failureKey: 'err.failedToRemoveFieldConfig',
          warningCodes: ['fieldConfigIsLinkedToOtherEntitie', 'fieldConfigNotFound'],
        }}
        testId="procedure-fields"
      />
      {editing && (
        <ProcedureFieldDialog group={group} field={editing === 'new' ? undefined : editing}
          nextOrder={rows.reduce((max, f) => Math.max(max, f.order + 1), 0)} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
