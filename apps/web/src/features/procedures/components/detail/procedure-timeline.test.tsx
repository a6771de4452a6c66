import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ProcedureDetail, TimelineFlags } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { ProcedureTimeline } from './procedure-timeline.tsx';

const ALL_STEPS: TimelineFlags = {
  showCreatedAt: true, showApprovedAt: true, showScheduledAt: true, showCollectedAt: true, showReceivedAt: true,
  showConcludedAt: true, showCanceledAt: true, showInventory: false, showAuthorizerConsultInfo: false,
};

type Child = ProcedureDetail['children'][number];

/** The fields of a request's detail the timeline reads; the rest of the detail does not reach it. */
function detail(fields: Omit<Partial<ProcedureDetail>, 'children'> & { children?: Partial<Child>[] }): ProcedureDetail {
  return {
    type: 'CLINICAL_EXAMINATION', storedStatus: 'OPEN', timeline: ALL_STEPS,
    createdAt: '2026-03-10T13:30:00.000Z', approvedAt: null, scheduledAt: null, collectedAt: null, receivedAt: null, concludedAt: null, canceledAt: null,
    ...fields,
    children: (fields.children ?? []) as Child[],
  } as ProcedureDetail;
}

/** Each step as the user reads it beside its icon: its label, then its time (or "Aguardando"). */
function steps(): string[] {
  const timeline = screen.getByTestId('procedure-timeline');
  return [...timeline.querySelectorAll<HTMLElement>('.MuiStep-root')]
    .map((step) => step.querySelector('.MuiStepLabel-labelContainer')?.textContent ?? '');
}

describe('ProcedureTimeline', () => {
  it('lists the steps in order, each done one with its time in São Paulo, the next ones waiting', () => {
    renderInApp(<ProcedureTimeline detail={detail({ approvedAt: '2026-03-11T12:05:00.000Z', scheduledAt: '2026-03-12T17:00:00.000Z' })} />);

    expect(screen.getByRole('heading', { name: 'Andamento' })).toBeTruthy();
    expect(steps()).toEqual([
      'Solicitação10/03/2026 10:30',
      'Autorizado11/03/2026 09:05',
      'Agendamento12/03/2026 14:00',
      'ColetaAguardando',
      'RecebimentoAguardando',
      'Exame realizadoAguardando',
    ]);
    // The first step not done is the current one.
    const collect = screen.getByTestId('timeline-collect');
    expect(collect.getAttribute('data-done')).toBe('false');
    expect(screen.getByTestId('timeline-scheduling').getAttribute('data-done')).toBe('true');
  });

  it('shows only the steps the exam group asks for, and names the last one for the request type', () => {
    renderInApp(<ProcedureTimeline detail={detail({
      type: 'SUPPLY', timeline: { ...ALL_STEPS, showScheduledAt: false, showCollectedAt: false, showReceivedAt: false },
      approvedAt: '2026-03-11T12:05:00.000Z', concludedAt: '2026-03-20T15:00:00.000Z',
    })} />);
    expect(steps()).toEqual(['Solicitação10/03/2026 10:30', 'Autorizado11/03/2026 09:05', 'Conclusão20/03/2026 12:00']);
  });

  it('stops at a rejection, marked as an error', () => {
    renderInApp(<ProcedureTimeline detail={detail({ storedStatus: 'REJECTED' })} />);
    expect(steps()).toEqual(['Solicitação10/03/2026 10:30', 'Rejeitado']);
    expect(within(screen.getByTestId('timeline-authorization')).getByText('Rejeitado').classList.contains('Mui-error')).toBe(true);
  });

  it('ends with the cancellation instead of the conclusion when the request was cancelled', () => {
    renderInApp(<ProcedureTimeline detail={detail({ storedStatus: 'CANCELED', approvedAt: '2026-03-11T12:05:00.000Z', canceledAt: '2026-03-15T11:00:00.000Z' })} />);
    const shown = steps();
    expect(shown.at(-1)).toBe('Cancelado15/03/2026 08:00');
    expect(shown.some((s) => s.startsWith('Exame realizado'))).toBe(false);
  });

  it('shows each scheduled appointment under the scheduling step, with when and where', () => {
    renderInApp(<ProcedureTimeline detail={detail({
      timeline: { ...ALL_STEPS, showScheduledAt: false },
      children: [
        { id: 1, name: 'Hemograma', appointmentAt: '2026-04-02T11:30:00.000Z', appointmentPlace: 'Laboratório Central' },
        { id: 2, name: 'Glicemia', appointmentAt: null, appointmentPlace: null },
      ],
    })} />);
    const scheduling = screen.getByTestId('timeline-scheduling');
    expect(within(scheduling).getByText('Agendamento')).toBeTruthy();
    expect(within(scheduling).getAllByTestId('timeline-appointment').map((a) => a.textContent)).toEqual([
      'Hemograma: 02/04/2026 08:30 (horário de Brasília) · Local: Laboratório Central',
    ]);
  });
});
