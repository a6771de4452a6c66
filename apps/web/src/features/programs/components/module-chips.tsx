import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Module } from '@portal/domain';

/** A programme's modules as chips that wrap (every one readable, none cut off). */
export function ModuleChips({ modules }: { modules: readonly Module[] }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="module-chips">
      {modules.map((m) => <Chip key={m} size="small" variant="outlined" label={t(`module.${m}`)} />)}
    </Stack>
  );
}
