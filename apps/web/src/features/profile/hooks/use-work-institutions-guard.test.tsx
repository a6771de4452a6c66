import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routeByKey, type PublicProgram, type SessionUser } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { useWorkInstitutionsGuard } from './use-work-institutions-guard.ts';

const program = { id: 1, requireWorkInstitutionsDuringSignup: true } as PublicProgram;
const doctor = (workInstitutions: string | null) =>
  ({ id: 7, type: 'DOCTOR', doctor: { crm: '123456', uf: 'SP', workInstitutions } }) as SessionUser;

function Guarded({ user }: { user: SessionUser }) {
  useWorkInstitutionsGuard(user, program);
  return null;
}

const REQUIRED = 'Informe as instituições em que você trabalha para continuar.';

describe('useWorkInstitutionsGuard (spec §2)', () => {
  it('sends a doctor without the work institutions the programme requires to the profile, with the toast in pt-BR', async () => {
    const { location } = renderInApp(<Guarded user={doctor(null)} />, { path: '/dashboard' });
    await waitFor(() => expect(location().pathname).toBe(routeByKey('profile').path));
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
  });

  it('leaves a doctor who named them where they are', async () => {
    const { location } = renderInApp(<Guarded user={doctor('Hospital Central')} />, { path: '/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location().pathname).toBe('/dashboard');
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });
});
