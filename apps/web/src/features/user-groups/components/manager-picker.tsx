import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { UserRef } from '@portal/domain';
import { useDebouncedValue } from '@/components/data-table/index.ts';
import { useManagers } from '../api/get-managers.ts';

/** The manager as the picker holds it; a current manager's type may be unknown. */
export type ManagerOption = Pick<UserRef, 'id' | 'name'> & { type?: UserRef['type'] };

export interface ManagerPickerProps {
  userId: number;
  value: ManagerOption | null;
  onChange: (value: ManagerOption | null) => void;
}

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The membership's manager: an autocomplete that asks the server as the user types (debounced),
 * offering the first matches by name among those allowed to manage the member.
 */
export function ManagerPicker({ userId, value, onChange }: ManagerPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const typed = input === value?.name ? '' : input.trim();
  const filter = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const managers = useManagers(userId, filter, true);
  const label = (m: ManagerOption) => (m.type ? `${m.name} (${t(`userType.${m.type}`)})` : m.name);

  return (
    <Autocomplete<ManagerOption>
      value={value}
      options={managers.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={managers.isFetching}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, next) => onChange(next)}
      noOptionsText={t('userGroups.noManagerFound')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField {...params} label={t('userGroups.manager')} helperText={t('userGroups.managerSearchHint')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'membership-manager' } }} />
      )}
    />
  );
}
