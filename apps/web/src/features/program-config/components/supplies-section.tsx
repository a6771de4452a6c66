import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Supply } from '@portal/domain';
import { useDeleteSupply, useGroupSupplies } from '../api/supplies.ts';
import { ChildList } from './child-list.tsx';
import { SupplyDialog } from './supply-dialog.tsx';

/** The supplies of a supply group, on its edit screen. */
export function SuppliesSection({ programId, supplyGroupId }: { programId: number; supplyGroupId: number }) {
  const { t } = useTranslation();
  const supplies = useGroupSupplies(supplyGroupId);
  const remove = useDeleteSupply();
  const [editing, setEditing] = useState<Supply | 'new' | undefined>();
  return (
    <>
      <ChildList<Supply>
        title={t('supplies.title')} addLabel={t('supplies.add')} emptyText={t('supplies.empty')} rows={supplies.data ?? []}
        columns={[
          { header: t('supplies.name'), render: (s) => s.name },
          { header: t('supplies.maxQuantityPerRequest'), render: (s) => s.maxQuantityPerRequest ?? t('supplies.noMaximum') },
          { header: t('supplies.recipientTypes'), render: (s) => s.recipientTypes.map((r) => t(`recipientType.${r}`)).join(', ') },
        ]}
        rowLabel={(s) => s.name}
        onAdd={() => setEditing('new')} onEdit={setEditing}
        remove={{
          run: (s) => remove.mutateAsync(s.id), successKey: 'msg.successToRemoveSupply', failureKey: 'err.failedToRemoveSupply',
          warningCodes: ['supplyIsLinkedToOtherEntitie', 'supplyNotFound'],
        }}
        testId="supplies"
      />
      {editing && (
        <SupplyDialog programId={programId} supplyGroupId={supplyGroupId} supply={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
