import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MessagingSettings } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { MessagingSettingsPage } from './messaging-settings-page.tsx';

const SETTINGS: MessagingSettings = {
  programId: 1,
  channels: { SMS: true, EMAIL: true, WHATSAPP: false },
  emailFromName: null,
  whatsappTemplates: { patientInvitation: 'convite_bemestar', agreementCode: null, requestUpdate: null },
  defaults: {
    emailFromName: 'Portal do Programa',
    whatsappTemplates: { patientInvitation: 'convite_paciente', agreementCode: 'codigo_aceite_paciente', requestUpdate: 'atualizacao_solicitacao' },
  },
  providers: { SMS: 'gateway', EMAIL: 'outbox', WHATSAPP: 'cloud' },
  secrets: { smsGatewayToken: true, smtpUrl: false, whatsappToken: true, whatsappAppSecret: false, whatsappVerifyToken: false },
  updatedAt: null,
};

const mutateAsync = vi.fn(async () => SETTINGS);
vi.mock(import('@/lib/auth/session.ts'), async (importOriginal) => ({
  ...(await importOriginal()), useSession: () => ({ user: { type: 'ADMIN', programId: 1 } }) as never,
}));
vi.mock('../api/messaging-settings.ts', () => ({
  useMessagingSettings: () => ({ data: SETTINGS, isError: false, isFetching: false }),
  useSaveMessagingSettings: () => ({ mutateAsync }),
}));

describe('the messaging settings screen', () => {
  it('shows the stored values, the defaults and which secrets are configured, and saves a blank name as the default', async () => {
    const { user } = renderInApp(<MessagingSettingsPage />, { path: '/messaging-settings' });
    const invitation = await screen.findByTestId<HTMLInputElement>('template-patientInvitation');
    await waitFor(() => expect(invitation.value).toBe('convite_bemestar'));
    expect(screen.getByTestId<HTMLInputElement>('channel-WHATSAPP').checked).toBe(false);
    expect(screen.getByText('Em branco, usa o padrão do ambiente: codigo_aceite_paciente')).toBeTruthy();
    expect(screen.getByTestId('secret-smsGatewayToken').textContent).toContain('configurado no ambiente');
    expect(screen.getByTestId('secret-smtpUrl').textContent).toContain('não configurado');

    // A name WhatsApp would not accept stays on its field; nothing is saved.
    await user.clear(invitation);
    await user.type(invitation, 'Convite Novo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Use apenas letras minúsculas, números e _ (como o modelo aprovado no WhatsApp)')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();

    await user.clear(invitation);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync).toHaveBeenCalledWith({
      channels: SETTINGS.channels, emailFromName: null, whatsappTemplates: { patientInvitation: null, agreementCode: null, requestUpdate: null },
    });
  });
});
