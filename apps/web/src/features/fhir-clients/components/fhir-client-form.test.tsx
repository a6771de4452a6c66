import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { FhirClientForm } from './fhir-client-form.tsx';

const JWKS = JSON.stringify({ keys: [{ kty: 'RSA', kid: 'k1', alg: 'RS384', e: 'AQAB', n: 'x'.repeat(342) }] });

describe('the backend client registration form', () => {
  it('refuses a private key and an empty scope on their fields, then sends name, key set and scopes', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInApp(<FhirClientForm programId={7} onSubmit={onSubmit} />);
    await user.type(await screen.findByTestId('fhir-client-name'), 'Data warehouse');
    const jwks = screen.getByTestId('fhir-client-jwks');
    fireEvent.change(jwks, { target: { value: JSON.stringify({ keys: [{ kty: 'RSA', kid: 'k1', e: 'AQAB', n: 'x', d: 'segredo' }] }) } });
    await user.click(screen.getByTestId('fhir-scope-all'));
    await user.click(screen.getByRole('button', { name: 'Registrar cliente' }));
    expect(await screen.findByText('O JWKS contém uma chave privada. Envie somente a parte pública.')).toBeTruthy();
    expect(screen.getByText('Escopo inválido: use system/*.read ou system/<Tipo>.read (ou .rs), separados por espaço.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(jwks, { target: { value: JWKS } });
    await user.click(screen.getByTestId('fhir-scope-Patient'));
    await user.click(screen.getByTestId('fhir-scope-Consent'));
    await user.click(screen.getByRole('button', { name: 'Registrar cliente' }));
    expect(onSubmit).toHaveBeenCalledWith({ programId: 7, name: 'Data warehouse', jwks: JWKS, scope: 'system/Patient.read system/Consent.read' });
  });
});
