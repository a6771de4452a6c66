import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { ListboxOption } from './listbox-option.ts';

/** The list (MUI's Menu, Popover, Modal and items) loads on the first opening, not with the page. */
const ListboxOptions = lazy(() => import('./listbox-options.tsx').then((m) => ({ default: m.ListboxOptions })));

export interface ListboxSelectProps {
  label: string;
  value: string;
  options: readonly ListboxOption[];
  onChange: (value: string) => void;
  /** On the field that opens the list (browser tests click it). */
  testId?: string;
  minWidth?: number;
}

/** Keys that open a select's list, as MUI's Select and the native select do. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/**
 * A select-only combobox that looks like an outlined MUI Select: a read-only field showing the
 * chosen option, which opens a list box (`role="listbox"`, `role="option"`). MUI's Select brings
 * its Menu, Popover, Modal, transitions and list into the first load of every page that shows
 * one and renders them at mount; here they are one chunk fetched on the first opening.
 */
export function ListboxSelect({ label, value, options, onChange, testId, minWidth }: ListboxSelectProps) {
  const id = useId();
  const listId = `${id}-options`;
  const field = useRef<HTMLDivElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asked, setAsked] = useState(false);
  const open = () => {
    setAsked(true);
    setAnchor(field.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open();
  };
  const shown = options.find((o) => o.value === value)?.label ?? '';
  return (
    <FormControl variant="outlined" sx={{ minWidth }}>
      <InputLabel htmlFor={id} shrink>{label}</InputLabel>
      <OutlinedInput
        ref={field}
        id={id}
        label={label}
        notched
        readOnly
        value={shown}
        onClick={open}
        endAdornment={<InputAdornment position="end" sx={{ pointerEvents: 'none' }}><ArrowDropDown /></InputAdornment>}
        sx={{ cursor: 'pointer', '& input': { cursor: 'pointer', caretColor: 'transparent', userSelect: 'none' } }}
        inputProps={{
          role: 'combobox',
          'aria-haspopup': 'listbox',
          'aria-expanded': anchor ? 'true' : 'false',
          'aria-controls': anchor ? listId : undefined,
          'data-testid': testId,
          onKeyDown,
        }}
      />
      {asked && (
        <Suspense fallback={null}>
          <ListboxOptions
            id={listId}
            label={label}
            anchor={anchor}
            options={options}
            value={value}
            onClose={() => setAnchor(null)}
            onPick={(picked) => {
              setAnchor(null);
              if (picked !== value) onChange(picked);
            }}
          />
        </Suspense>
      )}
    </FormControl>
  );
}
