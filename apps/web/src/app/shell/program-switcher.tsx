import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { PublicProgram, SessionUser } from '@portal/domain';
import { useSwitchProgram } from '@/features/account/api/switch-program.ts';

/** The programmes this user belongs to: all for a sysadmin, else those of the user's groups. */
function switchablePrograms(user: SessionUser, programs: readonly PublicProgram[]): PublicProgram[] {
  if (user.type === 'SYSADMIN') return [...programs];
  const ids = new Set([user.programId, ...user.userGroups.map((g) => g.programId)]);
  return programs.filter((p) => ids.has(p.id));
}

export interface ProgramSwitcherProps {
  user: SessionUser;
  programs: readonly PublicProgram[];
  current: PublicProgram | undefined;
}

/** Spec §2 top bar: switching calls PUT /api/user/program, then everything is refetched. */
export function ProgramSwitcher({ user, programs, current }: ProgramSwitcherProps) {
  const { t } = useTranslation();
  const switchProgram = useSwitchProgram();
  const options = switchablePrograms(user, programs);
  if (!current) return null;
  return (
    <FormControl size="small" sx={{ minWidth: 160 }} data-testid="program-switcher">
      <Select
        value={current.id}
        onChange={(event) => switchProgram.mutate(event.target.value)}
        disabled={switchProgram.isPending || options.length < 2}
        inputProps={{ 'aria-label': t('common.program') }}
        sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.15)', '.MuiSvgIcon-root': { color: 'inherit' } }}
      >
        {options.map((program) => (
          <MenuItem key={program.id} value={program.id}>
            {program.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
