import { useQuery } from '@tanstack/react-query';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { api } from '@/lib/api.ts';
import type { LibraryTargetType } from '@portal/domain';

/** The groups of a type in the programme, or one group's items (decision 0079). */
const useLibraryTargets = (programId: number, procedureType: LibraryTargetType, groupId?: number) =>
  useQuery({
    queryKey: ['program-files', 'targets', programId, procedureType, groupId ?? null],
    queryFn: ({ signal }) => api.programFiles.targets({ query: { programId, procedureType, ...(groupId ? { groupId } : {}) } }, { signal }),
    enabled: programId > 0 && groupId !== 0,
  });

export interface LibraryTarget { groupId?: number | undefined; itemId?: number | undefined }

export interface LibraryTargetPickersProps {
  programId: number;
  procedureType: LibraryTargetType;
  value: LibraryTarget;
  onChange: (value: LibraryTarget) => void;
}

/**
 * The upload form's optional group (exam, kit or travel group of the category) and then optional
 * item of that group (exam, kit or aid); choosing another group clears the item.
 */
export function LibraryTargetPickers({ programId, procedureType, value, onChange }: LibraryTargetPickersProps) {
  const { t } = useTranslation();
  const groups = useLibraryTargets(programId, procedureType);
  const items = useLibraryTargets(programId, procedureType, value.groupId ?? 0);
  const toId = (raw: unknown) => (raw === '' || raw === undefined ? undefined : Number(raw));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <FormControl fullWidth>
        <InputLabel id="library-group-label">{t('files.group')}</InputLabel>
        <Select labelId="library-group-label" label={t('files.group')} value={value.groupId ?? ''}
          onChange={(e) => onChange({ groupId: toId(e.target.value) })} SelectDisplayProps={{ 'data-testid': 'library-upload-group' } as object}>
          <MenuItem value="">{t('files.none')}</MenuItem>
          {(groups.data ?? []).map((g) => <MenuItem key={g.id} value={g.id}>{g.name}</MenuItem>)}
        </Select>
      </FormControl>
      <FormControl fullWidth disabled={value.groupId === undefined}>
        <InputLabel id="library-item-label">{t('files.item')}</InputLabel>
        <Select labelId="library-item-label" label={t('files.item')} value={value.groupId === undefined ? '' : (value.itemId ?? '')}
          onChange={(e) => onChange({ groupId: value.groupId, itemId: toId(e.target.value) })}
          SelectDisplayProps={{ 'data-testid': 'library-upload-item' } as object}>
          <MenuItem value="">{t('files.none')}</MenuItem>
          {(value.groupId === undefined ? [] : items.data ?? []).map((i) => <MenuItem key={i.id} value={i.id}>{i.name}</MenuItem>)}
        </Select>
      </FormControl>
    </Stack>
  );
}
