import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CHOOSER_PROGRAM_SLUGS, type PublicProgram } from '@portal/domain';
import { PROGRAM_QUERY_PARAM, paths, type PathDef } from '@/config/paths.ts';
import { usePrograms } from '@/lib/programs/get-programs.ts';

export type ChooserMode = 'login' | 'signup';

const CHOOSER_SLUGS = new Set<string>(CHOOSER_PROGRAM_SLUGS.map((s) => s.toUpperCase()));
const isChooserProgram = (p: PublicProgram): p is PublicProgram & { slug: string } =>
  p.slug !== null && CHOOSER_SLUGS.has(p.slug.toUpperCase());

export interface ProgramChooserDialogProps {
  open: boolean;
  mode: ChooserMode;
  /** Omit to make the dialog impossible to dismiss (signup). */
  onClose?: () => void;
  /** Where a choice leads instead of login or signup (a public page such as /contents). */
  target?: PathDef;
}

/** Spec §2: the programmes BEMESTAR and ABRACARAVIDA, each opening login or signup for itself. */
export function ProgramChooserDialog({ open, mode, onClose, target: chosenTarget }: ProgramChooserDialogProps) {
  const { t } = useTranslation();
  const programs = usePrograms();
  const choices = (programs.data ?? []).filter(isChooserProgram);
  const target = chosenTarget ?? (mode === 'login' ? paths.login : paths.signup);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="program-chooser-title" data-testid="program-chooser" maxWidth="sm" fullWidth>
      <DialogTitle id="program-chooser-title">{t('common.selectProgram')}</DialogTitle>
      <DialogContent>
        {programs.isPending && <CircularProgress aria-label={t('common.loading')} />}
        {!programs.isPending && choices.length === 0 && <Typography>{t('chooser.empty')}</Typography>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          {choices.map((program) => (
            <Card key={program.id} variant="outlined" sx={{ flex: 1, textAlign: 'center' }} data-testid={`program-choice-${program.slug}`}>
              <CardContent>
                {program.logoUrl && (
                  <img src={program.logoUrl} alt={t('chooser.logoAlt', { name: program.name })} width={180} height={60} style={{ objectFit: 'contain', maxWidth: '100%' }} />
                )}
                <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                  {program.name}
                </Typography>
              </CardContent>
              <CardActions sx={{ justifyContent: 'center', pb: 2 }}>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={target.href({}, { [PROGRAM_QUERY_PARAM]: program.slug })}
                  aria-label={t('chooser.accessProgram', { name: program.name })}
                  onClick={onClose}
                >
                  {t('common.access')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
