import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/lib/i18n/index.ts';

export interface UnselectedExamsDialogProps {
  open: boolean;
  selected: number;
  offered: number;
  onChooseOther: () => void;
  onRequestSelected: () => void;
}

/** Spec §2: not every exam is selected: choose other exams, or request only the selected ones. */
export function UnselectedExamsDialog({ open, selected, offered, onChooseOther, onRequestSelected }: UnselectedExamsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onChooseOther} aria-labelledby="unselected-exams-title" aria-describedby="unselected-exams-text"
      data-testid="unselected-exams-dialog">
      <DialogTitle id="unselected-exams-title">{t('examRequest.unselectedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unselected-exams-text">{t('examRequest.unselectedMessage', { selected, offered })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onChooseOther} data-testid="choose-other-exams">{t('examRequest.chooseOtherExams')}</Button>
        <Button onClick={onRequestSelected} variant="contained" autoFocus data-testid="request-only-selected">
          {t('examRequest.requestOnlySelected')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
