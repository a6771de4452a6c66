import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { birthDateSchema, cpfDigitsSchema, emailSchema } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { FormText } from '../crud/form-fields.tsx';
import { FormDate, FormMasked } from './bound-fields.tsx';

const schema = z.object({ cpf: cpfDigitsSchema, email: emailSchema, birthDate: birthDateSchema });
type Values = z.input<typeof schema>;

function PersonForm({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema), defaultValues: { cpf: '', email: '', birthDate: '' },
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      <FormMasked control={form.control} name="cpf" mask="cpf" label="CPF" required />
      <FormText control={form.control} name="email" label="E-mail" required maxLength={200} />
      <FormDate control={form.control} name="birthDate" label="Data de nascimento" required max="2026-01-01" />
      <button type="submit">Salvar</button>
    </form>
  );
}

/** The text the field's aria-describedby points at (its helper text), or null. */
function description(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby');
  if (!ids) return null;
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() || null;
}

describe('bound form fields', () => {
  it('start valid, with no message attached', () => {
    renderInApp(<PersonForm onValid={vi.fn()} />);
    for (const name of [/CPF/, /E-mail/, /Data de nascimento/]) {
      const field = screen.getByLabelText(name);
      expect(field.getAttribute('aria-invalid')).toBe('false');
      expect(description(field)).toBeNull();
      expect(field.hasAttribute('required')).toBe(true);
    }
  });

  it('show each error under its field, marked invalid and described by the message, and keep the form from submitting', async () => {
    const onValid = vi.fn();
    const { user } = renderInApp(<PersonForm onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const cpf = screen.getByLabelText(/CPF/);
    const email = screen.getByLabelText(/E-mail/);
    const birthDate = screen.getByLabelText(/Data de nascimento/);
    for (const field of [cpf, email, birthDate]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(description(field)).toBe('Campo obrigatório');
    }
    expect(onValid).not.toHaveBeenCalled();

    await user.type(cpf, '11111111111');
    await user.type(email, 'maria@');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(description(cpf)).toBe('CPF inválido');
    expect(description(email)).toBe('E-mail inválido');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('format the CPF as it is typed and hand the form its digits once everything is valid', async () => {
    const onValid = vi.fn();
    const { user } = renderInApp(<PersonForm onValid={onValid} />);
    const cpf = screen.getByLabelText<HTMLInputElement>(/CPF/);

    await user.type(cpf, '5299');
    expect(cpf.value).toBe('529.9');
    await user.type(cpf, '8224725999');
    expect(cpf.value).toBe('529.982.247-25');

    await user.type(screen.getByLabelText(/E-mail/), ' Maria@Exemplo.com.br');
    await user.type(screen.getByLabelText(/Data de nascimento/), '1980-05-17');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({ cpf: '52998224725', email: 'maria@exemplo.com.br', birthDate: '1980-05-17' });
    expect(cpf.getAttribute('aria-invalid')).toBe('false');
    expect(description(cpf)).toBeNull();
  });
});
