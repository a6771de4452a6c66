import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { RequestSentNotice } from './request-sent-notice.tsx';

const sent = { id: 42, code: 'EX-2026-0042', message: 'Solicitação de exames realizada com sucesso.' };

describe('RequestSentNotice', () => {
  it("takes the focus and says the request's code and the server's message", async () => {
    renderInApp(<RequestSentNotice sent={sent} onClose={vi.fn()} />);
    const notice = screen.getByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.getByText('Solicitação EX-2026-0042 enviada')).toBeTruthy();
    expect(screen.getByText('Solicitação de exames realizada com sucesso.')).toBeTruthy();
    expect(screen.getByText('O formulário abaixo está pronto para uma nova solicitação.')).toBeTruthy();
  });

  it("links to the request's detail", async () => {
    const { user, location } = renderInApp(<RequestSentNotice sent={sent} onClose={vi.fn()} />, { path: '/exams/request' });
    const link = screen.getByRole('link', { name: 'Acompanhar a solicitação EX-2026-0042' });
    expect(link.getAttribute('href')).toBe('/procedures/42');
    await user.click(link);
    expect(location().pathname).toBe('/procedures/42');
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    const { user } = renderInApp(<RequestSentNotice sent={sent} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
