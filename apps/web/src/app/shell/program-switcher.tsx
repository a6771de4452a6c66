import { lazy, Suspense, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { PublicProgram, SessionUser } from '@portal/domain';
import { useSwitchProgram } from '@/features/account/api/switch-program.ts';
import { appHistory } from '@/lib/blockable-history.ts';

/**
 * The list is the select-only list box of the forms (MUI's Menu and its items), one chunk shared with
 * /contents and /pcdt and loaded on the first click, not with every page.
 */
const ListboxOptions = lazy(() => import('@/components/form/listbox-options.tsx').then((m) => ({ default: m.ListboxOptions })));

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
 * Spec §2 top bar: switching calls PUT /api/user/program, then the screen follows the new programme
 * (features/account/api/switch-program.ts, decision 0059). A button
 * with the current programme's name that opens a list box, as a select would (the same roles), but
 * without a select's menu, popover and transitions in every page's first load.
 */
export function ProgramSwitcher({ user, programs, current }: ProgramSwitcherProps) {
  const { t } = useTranslation();
  const switchProgram = useSwitchProgram();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [optionsAsked, setOptionsAsked] = useState(false);
  const options = switchablePrograms(user, programs).map((p) => ({ value: String(p.id), label: p.name }));
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
          <ListboxOptions
            id={OPTIONS_ID}
            label={t('common.program')}
            anchor={anchor}
            options={options}
            value={String(current.id)}
            onClose={() => setAnchor(null)}
            onPick={(picked) => {
              setAnchor(null);
              // An edit form with unsaved changes asks first, as it does before any navigation.
              if (picked !== String(current.id)) appHistory().leave(() => switchProgram.mutate(Number(picked)));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
