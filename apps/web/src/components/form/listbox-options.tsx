import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ListboxOption } from './listbox-option.ts';

export interface ListboxOptionsProps {
  /** The list box's id (the opening field's aria-controls). */
  id: string;
  /** The list box's accessible name (the field's label). */
  label: string;
  anchor: HTMLElement | null;
  options: readonly ListboxOption[];
  value: string;
  onClose: () => void;
  onPick: (value: string) => void;
}

/** ListboxSelect's list: its own chunk, loaded on the first opening; the chosen option takes the focus. */
export function ListboxOptions({ id, label, anchor, options, value, onClose, onPick }: ListboxOptionsProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      // The id is the list box's own, which the field's aria-controls names (not the popover around it).
      slotProps={{ list: { id, role: 'listbox', 'aria-label': label }, paper: { sx: { maxHeight: 360, minWidth: anchor?.clientWidth } } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} role="option" selected={option.value === value} aria-selected={option.value === value} onClick={() => onPick(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
