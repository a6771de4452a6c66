import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UsagePolicy } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { PolicyTerm } from './policy-term.tsx';

const withContent: UsagePolicy = { id: 7, description: 'Política de privacidade', url: null, content: 'Seus dados são tratados conforme a LGPD.', version: 3 };
const withUrl: UsagePolicy = { id: 8, description: 'Termos de uso', url: 'https://example.org/termos', content: null, version: 1 };

/** The term as a form holds it: unticked until the user ticks it. */
function Harness({ policy, onChange }: { policy: UsagePolicy; onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return <PolicyTerm policy={policy} checked={checked} onChange={(next) => { setChecked(next); onChange(next); }} />;
}

const description = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;

describe('PolicyTerm', () => {
  it('is never ticked at first and cannot be ticked before its text is opened', async () => {
    const onChange = vi.fn();
    const { user } = renderInApp(<Harness policy={withContent} onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Política de privacidade' });

    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(true);
    expect(description(box)).toBe('Abra e leia o termo para poder aceitá-lo.');
    // The keyboard passes it by, to the button that opens the text; a click on its label does nothing.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ler termo' }));
    await user.click(screen.getByText('Política de privacidade'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box.checked).toBe(false);
  });

  it('opens the text in a dialog; once closed the box can be ticked and unticked', async () => {
    const onChange = vi.fn();
    const { user } = renderInApp(<Harness policy={withContent} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Ler termo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Política de privacidade' });
    expect(dialog.textContent).toContain('Seus dados são tratados conforme a LGPD.');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Política de privacidade' });
    expect(box.disabled).toBe(false);
    expect(box.checked).toBe(false);
    expect(description(box)).toBe('Versão 3');

    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box.checked).toBe(false);
  });

  it('with a link instead of a text, counts the link as read once followed', async () => {
    const { user } = renderInApp(<Harness policy={withUrl} onChange={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Ler termo' });
    expect(link.getAttribute('href')).toBe('https://example.org/termos');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Termos de uso' }).disabled).toBe(true);

    link.addEventListener('click', (e) => e.preventDefault()); // no new tab in the test
    await user.click(link);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Termos de uso' }).disabled).toBe(false);
  });
});
