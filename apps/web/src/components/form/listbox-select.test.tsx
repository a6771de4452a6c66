import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { ListboxSelect } from './listbox-select.tsx';

const OPTIONS = [
  { value: 'all', label: 'Todos os tipos' },
  { value: 'video', label: 'Vídeo' },
  { value: 'pdf', label: 'Documento PDF' },
];

/** The select as a screen uses it: the value kept by the screen, each change also reported to the test. */
function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return <ListboxSelect label="Tipo de conteúdo" value={value} options={OPTIONS}
    onChange={(next) => { setValue(next); onChange(next); }} />;
}

describe('ListboxSelect', () => {
  it('is a closed, named combobox showing the chosen option', () => {
    renderInApp(<Harness onChange={vi.fn()} />);
    const combo = screen.getByRole('combobox', { name: 'Tipo de conteúdo' });
    expect((combo as HTMLInputElement).value).toBe('Todos os tipos');
    expect(combo.getAttribute('aria-haspopup')).toBe('listbox');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(combo.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens from the keyboard on the selected option, moves with the arrows and picks with Enter', async () => {
    const onChange = vi.fn();
    const { user } = renderInApp(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Tipo de conteúdo' });

    await user.tab();
    expect(document.activeElement).toBe(combo);
    await user.keyboard('{ArrowDown}');

    const listbox = await screen.findByRole('listbox', { name: 'Tipo de conteúdo' });
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    expect(combo.getAttribute('aria-controls')).toBe(listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(OPTIONS.map((o) => o.label));
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    await waitFor(() => expect(document.activeElement).toBe(options[0]));

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(options[2]);
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('pdf');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect((combo as HTMLInputElement).value).toBe('Documento PDF');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks an option with the mouse, and choosing the option already chosen changes nothing', async () => {
    const onChange = vi.fn();
    const { user } = renderInApp(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Tipo de conteúdo' });

    await user.click(combo);
    await user.click(await screen.findByRole('option', { name: 'Vídeo' }));
    expect(onChange).toHaveBeenLastCalledWith('video');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await user.click(combo);
    const chosen = await screen.findByRole('option', { name: 'Vídeo' });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    await user.click(chosen);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape without changing the value', async () => {
    const onChange = vi.fn();
    const { user } = renderInApp(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Tipo de conteúdo' });

    combo.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');

    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect((combo as HTMLInputElement).value).toBe('Todos os tipos');
  });
});
