import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { PublicProgram } from '@portal/domain';

export interface ProgramOptionsProps {
  id: string;
  /** The list box's accessible name (the switcher's). */
  label: string;
  anchor: HTMLElement | null;
  options: readonly PublicProgram[];
  currentId: number;
  onClose: () => void;
  onPick: (programId: number) => void;
}

/** The programme switcher's list box: its own chunk, loaded on the first click of the switcher. */
export function ProgramOptions({ id, label, anchor, options, currentId, onClose, onPick }: ProgramOptionsProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { role: 'listbox', 'aria-label': label } }}
    >
      {options.map((program) => (
        <MenuItem key={program.id} role="option" selected={program.id === currentId} aria-selected={program.id === currentId} onClick={() => onPick(program.id)}>
          {program.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
