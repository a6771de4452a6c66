import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { useDownload } from '@/lib/use-download.ts';
import { DownloadProgress } from '@/components/download-progress.tsx';

const FORMATS = ['csv', 'xlsx'] as const;
type ExportFormat = (typeof FORMATS)[number];

export interface ExportButtonsProps {
  /** The address of the export in a format (what the list's filters select). */
  href: (format: ExportFormat) => string;
  fileName: string;
}

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
      <DownloadProgress received={received} total={total} labelKey="procedures.exporting" testId="procedures-export-progress" />
    </Stack>
  );
}
