import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatNumber } from '@portal/domain';
import { toast } from '@/lib/toast.ts';
import { useDownload } from '@/lib/use-download.ts';

const FORMATS = ['csv', 'xlsx'] as const;
type ExportFormat = (typeof FORMATS)[number];

export interface ExportButtonsProps {
  /** The address of the export in a format (what the list's filters select). */
  href: (format: ExportFormat) => string;
  fileName: string;
}

const kib = (bytes: number) => `${formatNumber(bytes / 1024)} KB`;

/** CSV and XLSX export of the filtered list (spec issue part 8), with progress while it downloads. */
export function ExportButtons({ href, fileName }: ExportButtonsProps) {
  const { t } = useTranslation();
  const { download, downloading, received, total } = useDownload();
  const run = (format: ExportFormat) => {
    download(href(format), `${fileName}.${format}`).catch(() => toast(t('err.failedToExportProcedures'), 'error'));
  };
  return (
    <Stack spacing={0.5} sx={{ minWidth: 200 }}>
      <Stack direction="row" spacing={1}>
        {FORMATS.map((format) => (
          <Button key={format} variant="outlined" size="small" startIcon={<DownloadOutlined />} disabled={downloading}
            onClick={() => run(format)} data-testid={`procedures-export-${format}`}>
            {t(format === 'csv' ? 'procedures.exportCsv' : 'procedures.exportXlsx')}
          </Button>
        ))}
      </Stack>
      {downloading && (
        <Stack spacing={0.25} role="status" data-testid="procedures-export-progress">
          <LinearProgress variant={total ? 'determinate' : 'indeterminate'} value={total ? Math.min(100, ((received ?? 0) / total) * 100) : undefined}
            aria-label={t('procedures.exporting', { size: kib(received ?? 0) })} />
          <Typography variant="caption">{t('procedures.exporting', { size: kib(received ?? 0) })}</Typography>
        </Stack>
      )}
    </Stack>
  );
}
