import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DownloadProgress } from '@/components/download-progress.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { useDownload } from '@/lib/use-download.ts';
import { errorMessage } from './error-message.ts';

export interface E2bExportButtonProps {
  href: string;
  /** The file's name when the answer does not give one. */
  fileName: string;
  label: string;
  testId: string;
  variant?: ButtonProps['variant'];
}

/**
 * Downloads an E2B(R3) export. A refused export (a case missing elements, a programme without its
 * E2B identifiers) says why, naming what is missing, instead of saving the error as the file. A
 * batch of a programme's cases can take a while: the bytes received show under the button meanwhile.
 */
export function E2bExportButton({ href, fileName, label, testId, variant = 'contained' }: E2bExportButtonProps) {
  const { t } = useTranslation();
  const { download, downloading, received, total } = useDownload();
  const run = () => {
    download(href, fileName).catch((error: unknown) => toast(errorMessage(t, error), 'error'));
  };
  return (
    <Stack spacing={0.5}>
      <Button variant={variant} onClick={run} disabled={downloading} data-testid={testId}>{label}</Button>
      <DownloadProgress received={received} total={total} labelKey="pvCases.exporting" testId={`${testId}-progress`} />
    </Stack>
  );
}
