import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { E2bExportButton } from './e2b-export-button.tsx';

const HREF = '/api/adverse-events/e2b?programId=1';

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

/** A streamed answer whose bytes the test releases, as a large batch arrives. */
function streamedAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => { controller = c; } });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/xml', 'Content-Disposition': 'attachment; filename="BEMESTAR-e2b-r3.xml"' },
  });
  return { response, send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)), end: () => controller.close() };
}

describe('the E2B(R3) export button', () => {
  it('shows the bytes received while a batch downloads, then saves the file under the name the answer gives', async () => {
    const answer = streamedAnswer();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer.response)));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:e2b');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    const { user } = renderInApp(<E2bExportButton href={HREF} fileName="e2b-r3.xml" label="Exportar lote E2B(R3)" testId="pv-export-batch" />);

    await user.click(screen.getByRole('button', { name: 'Exportar lote E2B(R3)' }));
    answer.send(2048);
    const progress = await screen.findByTestId('pv-export-batch-progress');
    await waitFor(() => expect(progress.textContent).toBe('Gerando o E2B(R3)… 2,00 KB'));
    expect(screen.getByRole('button', { name: 'Exportar lote E2B(R3)' }).hasAttribute('disabled')).toBe(true);
    expect(saved).toEqual([]);

    answer.send(1024);
    answer.end();
    await waitFor(() => expect(saved).toEqual(['BEMESTAR-e2b-r3.xml']));
    expect(screen.queryByTestId('pv-export-batch-progress')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar lote E2B(R3)' }).hasAttribute('disabled')).toBe(false);
  });

  it('says why an export is refused, and saves nothing', async () => {
    const message = 'O caso ainda não pode ser exportado em E2B(R3): faltam os elementos E.i.2.1b.';
    const refusal = { statusCode: 422, code: 'pvCaseIncomplete', message };
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(refusal), { status: 422, headers: { 'Content-Type': 'application/json' } }))));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderInApp(<E2bExportButton href={HREF} fileName="FV.xml" label="Exportar E2B(R3)" testId="pv-export" />);

    await user.click(screen.getByRole('button', { name: 'Exportar E2B(R3)' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByTestId('pv-export-progress')).toBeNull();
  });
});
