import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { LinkPatient, LinkProgram } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { StepData } from './step-data.tsx';

const program: LinkProgram = {
  id: 1, name: 'Programa Viver Bem', slug: 'VIVERBEM', logoUrl: null, modules: [], consentTerm: 'Autorizo o uso dos meus dados pelo programa.',
  termVersion: '2', termVersionDate: '2026-03-01T12:00:00.000Z', phoneLines: [], expired: false,
};

/** A patient confirming for the first time: nothing granted yet. */
const patient: LinkPatient = {
  cpf: '52998224725', name: 'Maria da Silva', gender: 'FEMALE', birthDate: '1980-05-17', email: 'maria@exemplo.com.br', phone: '11987654321',
  acceptSms: false, acceptWhatsapp: false, acceptEmail: false, acceptPhone: false, acceptTerms: false,
};

const CONSENTS = ['Aceito receber SMS', 'Aceito receber mensagens pelo WhatsApp', 'Aceito receber e-mails', 'Aceito receber ligações'];

function renderStep(onConfirmed = vi.fn()) {
  return renderInApp(
    <StepData code="ABC123" token="tok" patient={patient} confirmedAt={null} program={program} onConfirmed={onConfirmed}
      onPharmacies={vi.fn()} onPrivacy={vi.fn()} onBack={vi.fn()} />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('patient link: confirming the data and the consents', () => {
  it('shows every consent box unticked on a first confirmation', () => {
    renderStep();
    const consents = within(screen.getByRole('group', { name: 'Formas de contato' }));
    for (const label of [...CONSENTS, 'Li e aceito os termos do programa']) {
      expect(consents.getByRole<HTMLInputElement>('checkbox', { name: label }).checked).toBe(false);
    }
  });

  it('sends nothing while no contact is chosen or the terms are not accepted, and says why', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderStep();

    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Aceite pelo menos uma forma de contato', 'É necessário aceitar os termos do programa']);

    await user.click(screen.getByRole('checkbox', { name: 'Aceito receber e-mails' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['É necessário aceitar os termos do programa']));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends exactly the consents ticked, and tells the patient it is done', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ confirmedAt: '2026-11-29T12:00:00.000Z' }), {
      status: 200, headers: { 'Content-Type': 'application/json' },
    })));
    vi.stubGlobal('fetch', fetch);
    const onConfirmed = vi.fn();
    const { user } = renderStep(onConfirmed);

    await user.click(screen.getByRole('checkbox', { name: 'Aceito receber mensagens pelo WhatsApp' }));
    await user.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos do programa' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/procedures/by-code/ABC123/patient');
    expect(init.method).toBe('PUT');
    const sent = (JSON.parse(init.body as string) as { patient: Record<string, unknown> }).patient;
    expect(sent).toMatchObject({ acceptSms: false, acceptWhatsapp: true, acceptEmail: false, acceptPhone: false, acceptTerms: true });
    expect(onConfirmed.mock.calls[0]![0]).toMatchObject({ acceptWhatsapp: true, acceptSms: false, acceptTerms: true });
    expect(await screen.findByText('Cadastro confirmado com sucesso.')).toBeTruthy();
  });
});
