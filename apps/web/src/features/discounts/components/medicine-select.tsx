import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Medicine } from '@portal/domain';
import { groupByInitial, initialOf } from '@/lib/text/group-by-initial.ts';

export interface MedicineSelectProps {
  medicines: readonly Medicine[];
  value: number | undefined;
  onChange: (lineId: number | undefined) => void;
  error?: string | undefined;
  loading?: boolean;
}

/** The medicines in name order under their upper-cased initial (spec §9), typed to filter. */
export function MedicineSelect({ medicines, value, onChange, error, loading }: MedicineSelectProps) {
  const { t } = useTranslation();
  const options = useMemo(() => groupByInitial(medicines, '').flatMap(([, items]) => items), [medicines]);
  const selected = options.find((m) => m.lineId === value) ?? null;
  return (
    <Autocomplete options={options} value={selected} loading={loading} groupBy={(m) => initialOf(m.name)}
      getOptionLabel={(m) => m.name} isOptionEqualToValue={(a, b) => a.lineId === b.lineId}
      getOptionKey={(m) => m.lineId}
      onChange={(_, m) => onChange(m?.lineId)} sx={{ flex: 1, minWidth: 240 }}
      renderInput={(params) => (
        <TextField {...params} label={t('discounts.medicine')} required error={Boolean(error)} helperText={error}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'discounts-medicine' } }} />
      )} />
  );
}
