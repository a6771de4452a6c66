import type { ProgramFile } from '@portal/domain';

/**
 * Follows a file's signed link in this page: it answers as an attachment, so the file downloads and
 * the page stays as it is (a new tab would stay blank). `onFailed` when the link cannot be had.
 */
export function openFile(file: ProgramFile, getUrl: (file: ProgramFile) => Promise<string>, onFailed: () => void): void {
  getUrl(file).then((url) => {
    const link = document.createElement('a');
    link.href = url;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  }).catch(onFailed);
}
