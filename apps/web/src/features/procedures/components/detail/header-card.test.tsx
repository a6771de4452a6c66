import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ProcedureDetail } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { ProcedureHeaderCard } from './header-card.tsx';

/** A first medicine released for a patient the service already held: only the CPF is on file. */
function firstMedicine(patient: ProcedureDetail['patient']): ProcedureDetail {
  return {
    id: 7, code: 'AB12CD34', type: 'FIRST_MEDICINE', status: 'APPROVED', storedStatus: 'APPROVED',
    createdAt: '2026-03-10T13:30:00.000Z', approvedAt: '2026-03-10T13:30:00.000Z',
    createdBy: { id: 3, name: 'Dra. Marina Costa', crm: '123456', uf: 'SP' },
    product: 'Imunovita', presentation: 'Imunovita 100 mg/mL', patient,
  } as ProcedureDetail;
}

describe('ProcedureHeaderCard', () => {
  it('names a patient with no name on file as such, beside the CPF, never the CPF twice', () => {
    renderInApp(<ProcedureHeaderCard detail={firstMedicine({ name: null, cpf: '52998224725' })} viewerIsDoctor />);
    expect(screen.getByTestId('procedure-patient').textContent).toBe('Paciente sem nome · 529.982.247-25');
  });

  it('shows the name on file with the CPF', () => {
    renderInApp(<ProcedureHeaderCard detail={firstMedicine({ name: 'Helena Duarte Campos', cpf: '52998224725' })} viewerIsDoctor />);
    expect(screen.getByTestId('procedure-patient').textContent).toBe('Helena Duarte Campos · 529.982.247-25');
  });
});
