import { useState } from 'react';
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
import { useTranslation } from 'react-i18next';
import { isCataloguePermissionType, type PermissionOptionLevel, type PermissionType } from '@portal/domain';
import { TextInput } from '@/components/form/text-input.tsx';
import { toast } from '@/lib/toast.ts';
import { useAddGroupPermission } from '../api/add-group-permission.ts';
import { usePermissionOptions, usePermissionTypes } from '../api/get-permission-options.ts';

/** The pickers of each catalogue permission type, top to bottom, with their labels. */
const LEVELS: Record<string, { level: PermissionOptionLevel; label: string }[]> = {
  FIRST_MEDICINE: [{ level: 'group', label: 'userGroups.product' }, { level: 'item', label: 'userGroups.presentation' }],
  PATIENT_PROCEDURE: [{ level: 'group', label: 'userGroups.product' }, { level: 'item', label: 'userGroups.patientProcedure' }],
  CLINICAL_EXAMINATION: [
    { level: 'followup', label: 'userGroups.followup' }, { level: 'group', label: 'userGroups.examGroup' }, { level: 'item', label: 'userGroups.exam' },
  ],
  SUPPLY: [{ level: 'group', label: 'userGroups.supplyGroup' }, { level: 'item', label: 'userGroups.supply' }],
};

type Picked = Partial<Record<PermissionOptionLevel, string>>;

function LevelPicker({ type, level, label, parentId, value, onChange }: {
  type: PermissionType; level: PermissionOptionLevel; label: string; parentId: number | undefined; value: string; onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const options = usePermissionOptions(isCataloguePermissionType(type) ? type : undefined, level, parentId);
  const id = `permission-${level}`;
  return (
    <FormControl fullWidth>
      <InputLabel id={`${id}-label`}>{t(label)}</InputLabel>
      <Select labelId={`${id}-label`} label={t(label)} value={value} displayEmpty onChange={(e) => onChange(e.target.value)}
        SelectDisplayProps={{ 'data-testid': id } as object}>
        <MenuItem value="">{t('userGroups.anyOption')}</MenuItem>
        {(options.data ?? []).map((o) => <MenuItem key={o.id} value={String(o.id)}>{o.name}</MenuItem>)}
      </Select>
    </FormControl>
  );
}

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
  const [type, setType] = useState<PermissionType | ''>('');
  const [picked, setPicked] = useState<Picked>({});
  const levels = type ? (LEVELS[type] ?? []) : [];
  const num = (v: string | undefined) => (v ? Number(v) : undefined);

  const pick = (index: number, value: string) => {
    const next: Picked = {};
    levels.forEach((l, i) => {
      if (i < index) next[l.level] = picked[l.level];
      if (i === index) next[l.level] = value;
    });
    setPicked(next);
  };

  const submit = async () => {
    try {
      await add.mutateAsync({ userGroupId, type: type || null, groupId: num(picked.group) ?? null, itemId: num(picked.item) ?? null });
      toast(t('msg.successToSaveUserGroupPermission'), 'success');
      onClose();
    } catch {
      toast(t('err.failedToSaveUserGroupPermission'), 'error');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="permission-dialog-title" data-testid="permission-dialog">
      <DialogTitle id="permission-dialog-title">{t('userGroups.addPermission')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput label={t('userGroups.program')} value={programName} disabled fullWidth />
          <FormControl fullWidth>
            <InputLabel id="permission-type-label">{t('userGroups.permissionType')}</InputLabel>
            <Select labelId="permission-type-label" label={t('userGroups.permissionType')} value={type} displayEmpty
              onChange={(e) => { setType(e.target.value as PermissionType | ''); setPicked({}); }}
              SelectDisplayProps={{ 'data-testid': 'permission-type' } as object}>
              <MenuItem value="">{t('userGroups.allModules')}</MenuItem>
              {(types.data ?? []).map((pt) => <MenuItem key={pt} value={pt} data-testid={`permission-type-${pt}`}>{t(`permissionType.${pt}`)}</MenuItem>)}
            </Select>
          </FormControl>
          {type && levels.map((l, i) => {
            const parent = i > 0 ? num(picked[levels[i - 1]!.level]) : undefined;
            return (
              <LevelPicker key={`${type}-${l.level}`} type={type} level={l.level} label={l.label} parentId={parent}
                value={picked[l.level] ?? ''} onChange={(v) => pick(i, v)} />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={add.isPending} data-testid="permission-save">{t('common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
