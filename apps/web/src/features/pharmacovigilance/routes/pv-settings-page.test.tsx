import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { PvSettings } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { PvSettingsPage } from './pv-settings-page.tsx';

/** A programme that saved nothing yet: blank identifiers, the default clock. */
const UNSAVED: PvSettings = {
  programId: 1, saved: false, senderId: '', receiverId: '', senderOrganisation: '', companyCode: '', seriousDays: 15, nonSeriousDays: 90,
};

const mutateAsync = vi.fn(async () => ({ ...UNSAVED, saved: true }));
vi.mock(import('@/lib/auth/session.ts'), async (importOriginal) => ({
  ...(await importOriginal()), useSession: () => ({ user: { type: 'ADMIN', programId: 1 } }) as never,
}));
vi.mock('../api/pv-api.ts', () => ({
  usePvSettings: () => ({ data: UNSAVED, isError: false, isFetching: false }),
  useSavePvSettings: () => ({ mutateAsync }),
}));

describe('the pharmacovigilance settings screen', () => {
  it('says an unsaved programme cannot file E2B(R3) yet, refuses a serious-case period past 15 days, and saves the identifiers', async () => {
    const { user } = renderInApp(<PvSettingsPage />, { path: '/pharmacovigilance/settings' });
    expect(await screen.findByTestId('pv-settings-not-saved')).toBeTruthy();
    const serious = screen.getByTestId<HTMLInputElement>('seriousDays');
    await waitFor(() => expect(serious.value).toBe('15'));

    await user.type(screen.getByTestId('senderId'), 'BR-ACME-PV');
    await user.type(screen.getByTestId('receiverId'), 'ANVISA-VIGIMED');
    await user.type(screen.getByTestId('senderOrganisation'), 'Acme Farmacêutica');
    await user.type(screen.getByTestId('companyCode'), 'acme');
    await user.clear(serious);
    await user.type(serious, '20');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(serious.getAttribute('aria-invalid')).toBe('true'));
    expect(mutateAsync).not.toHaveBeenCalled();

    await user.clear(serious);
    await user.type(serious, '10');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync).toHaveBeenCalledWith({
      senderId: 'BR-ACME-PV', receiverId: 'ANVISA-VIGIMED', senderOrganisation: 'Acme Farmacêutica', companyCode: 'ACME', seriousDays: 10, nonSeriousDays: 90,
    });
  });
});
