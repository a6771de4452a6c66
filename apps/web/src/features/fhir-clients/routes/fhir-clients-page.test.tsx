import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FhirClient } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { FhirClientsPage } from './fhir-clients-page.tsx';

const CLIENT = {
  id: 1, programId: 1, name: 'Parceiro Hospitalar', clientId: 'c-1', scope: 'system/*.read',
  createdAt: '2026-11-01T12:00:00.000Z', createdBy: 'Admin', lastUsedAt: null, revokedAt: null,
} as unknown as FhirClient;

const programModules = vi.hoisted(() => ({ current: ['partners'] as string[] }));
vi.mock(import('@/lib/auth/session.ts'), async (importOriginal) => ({
  ...(await importOriginal()), useSession: () => ({ user: { type: 'SYSADMIN', programId: 1 } }) as never,
}));
vi.mock(import('@/lib/programs/use-current-program.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  useCurrentProgram: () => ({ program: { id: 1, modules: programModules.current }, programs: [], isLoading: false }) as never,
}));
vi.mock('../api/fhir-clients.ts', () => ({
  useFhirClients: () => ({ data: { items: [CLIENT] } }),
  useFhirExports: () => ({ data: { items: [] } }),
  useRegisterFhirClient: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useRevokeFhirClient: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useRotateFhirClientKey: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));

describe('the FHIR clients screen', () => {
  it('shows a client as active while the programme has the partners module', async () => {
    programModules.current = ['partners'];
    renderInApp(<FhirClientsPage />, { path: '/fhir-clients' });
    const table = await screen.findByTestId('fhir-clients-table');
    expect(within(table).getByText('Ativo')).toBeTruthy();
    expect(screen.queryByTestId('fhir-clients-suspended')).toBeNull();
  });

  it('says the clients are suspended, and still revocable, in a programme without the module', async () => {
    programModules.current = ['exams'];
    renderInApp(<FhirClientsPage />, { path: '/fhir-clients' });
    const table = await screen.findByTestId('fhir-clients-table');
    expect(within(table).getByText('Suspenso')).toBeTruthy();
    expect(within(table).queryByText('Ativo')).toBeNull();
    expect(within(table).getByRole('button', { name: 'Revogar' })).toBeTruthy();
    expect(screen.getByTestId('fhir-clients-suspended').textContent).toContain('Parceiros FHIR está desativado');
  });
});
