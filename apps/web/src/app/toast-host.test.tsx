import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { dismissToastsOfPreviousScreen, toast } from '@/lib/toast.ts';
import { renderInApp } from '@/test/render.tsx';

/** Lets the task that raised a toast end, as a click handler's would before the next navigation. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toasts', () => {
  it('show what was raised, one at a time, the newest replacing the one on screen', async () => {
    renderInApp(<p>Tela</p>);
    act(() => toast('Salvo com sucesso.', 'success'));
    expect(await screen.findByText('Salvo com sucesso.')).toBeTruthy();

    act(() => toast('Falha ao salvar.', 'error'));
    expect(await screen.findByText('Falha ao salvar.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Salvo com sucesso.')).toBeNull());
  });

  it('stay until closed with their close button', async () => {
    const { user } = renderInApp(<p>Tela</p>);
    // Ten minutes pass in an instant (and any closing transition with them).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => toast('Cadastro confirmado.', 'success'));
      await screen.findByText('Cadastro confirmado.');
      for (let minute = 0; minute < 10; minute++) await act(() => vi.advanceTimersByTimeAsync(60_000));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByText('Cadastro confirmado.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText('Cadastro confirmado.')).toBeNull());
  });

  it("close with the screen that raised them, except one raised in the navigation's own task", async () => {
    renderInApp(<p>Tela</p>);
    act(() => toast('Filtro aplicado.', 'info'));
    expect(await screen.findByText('Filtro aplicado.')).toBeTruthy();
    await act(nextTask);

    act(() => {
      toast('Salvo.', 'success');
      dismissToastsOfPreviousScreen();
    });
    await waitFor(() => expect(screen.queryByText('Filtro aplicado.')).toBeNull());
    expect(await screen.findByText('Salvo.')).toBeTruthy();
  });
});
