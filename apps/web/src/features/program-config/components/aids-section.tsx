import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Aid } from '@portal/domain';
import { useDeleteAid } from '../api/travel-groups.ts';
import { AidDialog, type AidOwner } from './aid-dialog.tsx';
import { ChildList } from './child-list.tsx';

/** The aids of an exam or travel group (already loaded with the group), on the group's edit screen. */
export function AidsSection({ owner, aids }: { owner: AidOwner; aids: readonly Aid[] }) {
  const { t } = useTranslation();
  const remove = useDeleteAid(owner.examGroupId !== undefined ? 'examGroups' : 'travelGroups');
  const [editing, setEditing] = useState<Aid | 'new' | undefined>();
  return (
    <>
      <ChildList<Aid>
        title={t('aids.title')} addLabel={t('aids.add')} emptyText={t('aids.empty')} rows={aids}
        columns={[
          { header: t('aids.name'), render: (a) => a.name },
          { header: t('aids.fields'), render: (a) => a.aidFields.map((f) => f.label).join('; ') },
        ]}
        rowLabel={(a) => a.name}
        onAdd={() => setEditing('new')} onEdit={setEditing}
        remove={{
          run: (a) => remove.mutateAsync(a.id), successKey: 'msg.successToRemoveAid', failureKey: 'err.failedToRemoveAid',
          warningCodes: ['aidIsLinkedToOtherEntitie', 'aidNotFound'],
        }}
        testId="aids"
      />
      {editing && <AidDialog owner={owner} aid={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
