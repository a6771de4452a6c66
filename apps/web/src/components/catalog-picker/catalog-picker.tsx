import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { CataloguePermissionType, PermissionOptionLevel } from '@portal/domain';
import { useCatalogOptions } from './get-catalog-options.ts';
import { CATALOG_LEVELS, pickedId, pickLevel, type CatalogValue } from './levels.ts';

export interface CatalogPickerProps {
  type: CataloguePermissionType;
  value: CatalogValue;
  onChange: (value: CatalogValue) => void;
  /** Prefix of each picker's id and data-testid (`<prefix>-<level>`). */
  idPrefix: string;
  /** Label of an "any" option on every level (optional levels); without it a level needs a choice. */
  anyLabel?: string;
  /** Marks the levels a choice is needed on (no `anyLabel`). */
  required?: boolean;
  /** Message (already translated) shown under a level. */
  errors?: Partial<Record<PermissionOptionLevel, string>>;
  disabled?: boolean;
}

function LevelSelect({ type, level, label, parentId, waiting, props }: {
  type: CataloguePermissionType; level: PermissionOptionLevel; label: string; parentId: number | undefined; waiting: boolean;
  props: CatalogPickerProps;
}) {
  const { t } = useTranslation();
  const options = useCatalogOptions(type, level, parentId, !waiting);
  const id = `${props.idPrefix}-${level}`;
  const error = props.errors?.[level];
  const text = t(label);
  return (
    <FormControl fullWidth required={props.required} error={Boolean(error)} disabled={props.disabled === true || waiting}>
      {/* An "any" option is shown while empty, so the label must sit above it, not over it. */}
      <InputLabel id={`${id}-label`} shrink={props.anyLabel !== undefined ? true : undefined}>{text}</InputLabel>
      <Select<string> labelId={`${id}-label`} id={id} label={text} value={props.value[level]} displayEmpty={props.anyLabel !== undefined}
        notched={props.anyLabel !== undefined ? true : undefined}
        onChange={(e) => props.onChange(pickLevel(type, props.value, level, e.target.value))}
        SelectDisplayProps={{ 'data-testid': id } as object}>
        {props.anyLabel !== undefined && <MenuItem value="">{props.anyLabel}</MenuItem>}
        {(options.data ?? []).map((o) => <MenuItem key={o.id} value={String(o.id)}>{o.name}</MenuItem>)}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The cascading catalogue pickers of one type (product → presentation, follow-up → exam group →
 * exam, product → patient procedure, supply group → supply): each level lists the rows under the
 * level above, and a new choice clears the levels below it. Shared by the permission form and
 * the inventory screens.
 */
export function CatalogPicker(props: CatalogPickerProps) {
  const levels = CATALOG_LEVELS[props.type];
  return (
    <>
      {levels.map((l, i) => {
        const parentLevel = i > 0 ? levels[i - 1]!.level : undefined;
        const parentId = parentLevel ? pickedId(props.value, parentLevel) : undefined;
        // A required cascade waits for the level above; an optional one lists every row meanwhile.
        const waiting = parentLevel !== undefined && parentId === undefined && props.anyLabel === undefined;
        return <LevelSelect key={`${props.type}-${l.level}`} type={props.type} level={l.level} label={l.label} parentId={parentId}
          waiting={waiting} props={props} />;
      })}
    </>
  );
}
