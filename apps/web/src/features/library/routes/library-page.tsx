import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from '@/lib/i18n/index.ts';
import { isLibraryTargetType, isLibraryTypeVisible, LIBRARY_UPLOAD_TYPES, type LibraryType, type ProgramFile } from '@portal/domain';
import { FileCard, UploadPanel, useFileActions, useProgramFiles } from '@/components/program-files/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { LibraryTargetPickers, type LibraryTarget } from '../components/library-target-pickers.tsx';

/**
 * /library (spec §2 Programme files): upload panel for admins, accordion groups of file cards by
 * category, only GENERAL, PROGRAM or library types whose module is enabled.
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { program } = useCurrentProgram();
  const programId = user?.programId ?? 0;
  const files = useProgramFiles(programId, 'LIBRARY');
  const actions = useFileActions();
  const isManager = user?.type === 'ADMIN' || user?.type === 'SYSADMIN';
  const ctx = useMemo(() => ({ userType: user?.type ?? 'DOCTOR', programModules: program?.modules ?? [], userModules: user?.modules ?? [] }) as const,
    [user, program]);
  const visibleTypes = useMemo(() => LIBRARY_UPLOAD_TYPES.filter((type) => isLibraryTypeVisible(type, ctx)), [ctx]);
  const [category, setCategory] = useState<LibraryType>('PROGRAM');
  // The optional group and item of the category the file is attached to (decision 0079).
  const [target, setTarget] = useState<LibraryTarget>({});

  const groups = useMemo(() => {
    const byType = new Map<LibraryType, ProgramFile[]>();
    for (const file of files.data ?? []) {
      const type = file.procedureType ?? 'GENERAL';
      if (!visibleTypes.includes(type)) continue;
      byType.set(type, [...(byType.get(type) ?? []), file]);
    }
    return visibleTypes.filter((type) => byType.has(type)).map((type) => ({ type, files: byType.get(type)! }));
  }, [files.data, visibleTypes]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('files.libraryTitle')}</Typography>
      {isManager && (
        <UploadPanel title={t('files.uploadTitle')} testId="library-upload" fields={() => ({
          fileType: 'LIBRARY', procedureType: category, ...(isLibraryTargetType(category) ? target : {}),
        })}>
          <FormControl fullWidth required>
            <InputLabel id="library-category-label">{t('files.category')}</InputLabel>
            <Select labelId="library-category-label" label={t('files.category')} value={category}
              onChange={(e) => { setCategory(e.target.value); setTarget({}); }} SelectDisplayProps={{ 'data-testid': 'library-upload-category' } as object}>
              {visibleTypes.map((type) => <MenuItem key={type} value={type}>{t(`libraryType.${type}`)}</MenuItem>)}
            </Select>
          </FormControl>
          {isLibraryTargetType(category) && (
            <LibraryTargetPickers programId={programId} procedureType={category} value={target} onChange={setTarget} />
          )}
        </UploadPanel>
      )}
      {files.isPending && <LinearProgress />}
      {files.isError && <Alert severity="error">{t('err.failedToLoadData')}</Alert>}
      {files.isSuccess && groups.length === 0 && <Alert severity="info">{t('files.empty')}</Alert>}
      {groups.map(({ type, files: groupFiles }) => (
        <Accordion key={type} defaultExpanded disableGutters data-testid={`library-group-${type}`}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t(`libraryType.${type}`)} ({groupFiles.length})
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Grid container spacing={2}>
              {groupFiles.map((file) => (
                <Grid key={file.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <FileCard file={file} onOpen={actions.open} onDelete={isManager ? actions.askDelete : undefined} />
                </Grid>
              ))}
            </Grid>
          </AccordionDetails>
        </Accordion>
      ))}
      {actions.dialog}
    </Stack>
  );
}
