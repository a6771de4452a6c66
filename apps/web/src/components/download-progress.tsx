import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, type MessageKey } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DownloadState } from '@/lib/use-download.ts';

export interface DownloadProgressProps extends DownloadState {
  /** The text beside the bar: a key taking the bytes received so far as `{{size}}`. */
  labelKey: MessageKey;
  testId: string;
}

const kib = (bytes: number) => `${formatNumber(bytes / 1024)} KB`;

/**
 * The progress of a download `useDownload` runs: a bar that fills when the server announced the
 * size and runs otherwise, with what has arrived so far; announced politely to screen readers.
 */
export function DownloadProgress({ received, total, labelKey, testId }: DownloadProgressProps) {
  const { t } = useTranslation();
  if (received === null) return null;
  const label = t(labelKey, { size: kib(received) });
  return (
    <Stack spacing={0.25} role="status" data-testid={testId}>
      <LinearProgress variant={total ? 'determinate' : 'indeterminate'} value={total ? Math.min(100, (received / total) * 100) : undefined} aria-label={label} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}
