import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatProgrammeDateTime, type ProcedureRow } from '@portal/domain';
import { useTranslation, type TFunction } from '@/lib/i18n/index.ts';

type RequesterCouncil = NonNullable<ProcedureRow['requesterCouncil']>;

/** The council's status in words and when it last answered, as every notice below says them. */
function councilWords(t: TFunction, council: RequesterCouncil) {
  return {
    status: t(`council.statuses.${council.status}`),
    checkedAt: council.checkedAt ? formatProgrammeDateTime(council.checkedAt) : t('council.neverChecked'),
  };
}

/**
 * The badge of a request whose requester's registration the deciders must know about (decision
 * 0060): "CRM inativo no conselho" with the council's status when approval is blocked, a softer
 * "Nome diferente no CFM" when only the name differs. The last check is said under it.
 */
export function RequesterCouncilBadge({ council }: { council: RequesterCouncil }) {
  const { t } = useTranslation();
  const words = councilWords(t, council);
  // One line where there is room (the lists at 1366 give the requester's column its width); wraps only on a phone.
  const wrap = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: { xs: 'normal', sm: 'nowrap' }, py: 0.25 } };
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }} data-testid={council.blocksApproval ? 'requester-council-badge' : 'requester-council-name'}>
      {council.blocksApproval
        ? <Chip size="small" color="error" label={t('council.requesterBadge', { status: words.status })} sx={wrap} />
        : <Chip size="small" color="warning" variant="outlined" label={t('council.requesterNameBadge')} sx={wrap} />}
      <Typography variant="caption" color="text.secondary">{t('council.requesterChecked', { checkedAt: words.checkedAt })}</Typography>
    </Stack>
  );
}

/** A list's requester cell: the name, and the registration badge when there is one. */
export function RequesterCell({ row }: { row: ProcedureRow }) {
  if (!row.requesterCouncil) return <>{row.requester?.name ?? ''}</>;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: { sm: 220 } }} data-testid="requester-cell">
      <span>{row.requester?.name ?? ''}</span>
      <RequesterCouncilBadge council={row.requesterCouncil} />
    </Stack>
  );
}

/**
 * The detail's notice on a waiting request: why approval is refused (the council's status and last
 * check), or that the name differs; a decided request shows the badge alone.
 */
export function RequesterCouncilNotice({ council, open }: { council: RequesterCouncil | undefined; open: boolean }) {
  const { t } = useTranslation();
  if (!council) return null;
  if (!open) return <div data-testid="requester-council-notice"><RequesterCouncilBadge council={council} /></div>;
  const words = councilWords(t, council);
  return council.blocksApproval
    ? <Alert severity="error" data-testid="requester-council-notice">{t('council.requesterInactiveNotice', words)}</Alert>
    : <Alert severity="warning" data-testid="requester-council-notice">{t('council.requesterNameNotice', words)}</Alert>;
}
