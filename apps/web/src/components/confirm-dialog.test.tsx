import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('is a modal dialog named by its title and described by its question, with the focus on the confirming button', async () => {
    renderInApp(<ConfirmDialog open message="Deseja realmente aprovar este registro?" onConfirm={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmação' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Deseja realmente aprovar este registro?');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Confirmar' })));
  });

  it('says "Excluir" in its title and button for a deletion', () => {
    renderInApp(<ConfirmDialog open destructive message="Deseja realmente excluir este registro?" onConfirm={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Excluir registro' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelar', 'Excluir']);
  });

  it('confirms with its button, and cancels with Cancelar or Escape', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderInApp(<ConfirmDialog open message="Aprovar?" confirmLabel="Aprovar" onConfirm={onConfirm} onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while the action runs, offers neither button and does not close on Escape', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderInApp(<ConfirmDialog open busy message="Aprovar?" onConfirm={onConfirm} onClose={onClose} />);

    for (const name of ['Cancelar', 'Confirmar']) expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows nothing while closed', () => {
    renderInApp(<ConfirmDialog open={false} message="Aprovar?" onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Aprovar?')).toBeNull();
  });
});
