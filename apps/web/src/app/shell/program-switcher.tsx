import { lazy, Suspense, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { PublicProgram, SessionUser } from '@portal/domain';
import { useSwitchProgram } from '@/features/account/api/switch-program.ts';

/** The list (MUI's Menu and its items) loads on the first click, not with every page. */
const ProgramOptions = lazy(() => import('./program-options.tsx').then((m) => ({ default: m.ProgramOptions })));

const OPTIONS_ID = 'program-switcher-options';

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

/**
 * Spec §2 top bar: switching calls PUT /api/user/program, then everything is refetched. A button
 * with the current programme's name that opens a list box, as a select would (the same roles), but
 * without a select's menu, popover and transitions in every page's first load.
 */
export function ProgramSwitcher({ user, programs, current }: ProgramSwitcherProps) {
  const { t } = useTranslation();
  const switchProgram = useSwitchProgram();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [optionsAsked, setOptionsAsked] = useState(false);
  const options = switchablePrograms(user, programs);
  if (!current) return null;
  return (
    <div data-testid="program-switcher">
      <Button
        role="combobox"
        variant="outlined"
        color="inherit"
        aria-label={t('common.program')}
        aria-haspopup="listbox"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? OPTIONS_ID : undefined}
        disabled={switchProgram.isPending || options.length < 2}
        endIcon={<ArrowDropDown />}
        onClick={(event: MouseEvent<HTMLElement>) => { setOptionsAsked(true); setAnchor(event.currentTarget); }}
        sx={{ minWidth: { xs: 0, sm: 160 }, maxWidth: { xs: 150, sm: 'none' }, justifyContent: 'space-between', textTransform: 'none', fontWeight: 400 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current.name}</span>
      </Button>
      {optionsAsked && (
        <Suspense fallback={null}>
          <ProgramOptions
            id={OPTIONS_ID}
            label={t('common.program')}
            anchor={anchor}
            options={options}
            currentId={current.id}
            onClose={() => setAnchor(null)}
            onPick={(programId) => {
              setAnchor(null);
              if (programId !== current.id) switchProgram.mutate(programId);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
