import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ProgramFile } from '@portal/domain';

export interface FileCardProps {
  file: ProgramFile;
  onOpen: (file: ProgramFile) => void;
  /** Admins only: the delete badge, which asks for confirmation. */
  onDelete?: ((file: ProgramFile) => void) | undefined;
}

/** A file card: click opens the download in a new tab. */
export function FileCard({ file, onOpen, onDelete }: FileCardProps) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%' }} data-testid={`file-card-${file.id}`}>
      <CardActionArea onClick={() => onOpen(file)} aria-label={t('files.openFile', { name: file.name })} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', pr: onDelete ? 4 : 0 }}>
            <DescriptionOutlined color="primary" aria-hidden />
            <Stack spacing={0.5}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{file.name}</Typography>
              {file.description && <Typography variant="body2" color="text.secondary">{file.description}</Typography>}
              {file.groupName && (
                <Typography variant="caption" color="text.secondary" data-testid={`file-target-${file.id}`}>
                  {[file.groupName, file.itemName].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
      {onDelete && (
        <IconButton size="small" aria-label={t('files.deleteFile', { name: file.name })} onClick={() => onDelete(file)}
          sx={{ position: 'absolute', top: 4, right: 4 }} data-testid={`file-delete-${file.id}`}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      )}
    </Card>
  );
}
