import { useCallback, useRef, useState } from 'react';
import { saveBlob } from '@/components/spreadsheet-import/index.ts';
import { toApiError } from './api-client.ts';

export interface DownloadState {
  /** Bytes received so far, while a download runs; null when idle. */
  received: number | null;
  /** Bytes announced by the server (Content-Length), when it said. */
  total: number | null;
}

const fileNameOf = (response: Response, fallback: string): string => {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
};

/**
 * Downloads a file the API streams (the session cookie goes with it), counting the bytes as they
 * arrive so the screen can show progress; one download at a time. A refusal rejects with the API's
 * `ApiError` (its pt-BR message and fields), so the screen can say why instead of saving an error.
 */
export function useDownload() {
  const [state, setState] = useState<DownloadState>({ received: null, total: null });
  const running = useRef(false);

  const download = useCallback(async (href: string, fallbackName: string): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setState({ received: 0, total: null });
    try {
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok) throw await toApiError(response);
      if (!response.body) throw new Error(`download answered ${response.status} without a body`);
      const length = Number(response.headers.get('Content-Length'));
      const total = Number.isFinite(length) && length > 0 ? length : null;
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        setState({ received, total });
      }
      saveBlob(new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'application/octet-stream' }), fileNameOf(response, fallbackName));
    } finally {
      running.current = false;
      setState({ received: null, total: null });
    }
  }, []);

  return { ...state, downloading: state.received !== null, download };
}
