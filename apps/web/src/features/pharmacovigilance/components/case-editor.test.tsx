import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CaseCoding } from '@portal/domain';
import { renderInApp } from '@/test/render.tsx';
import { CaseEditor } from './case-editor.tsx';

vi.mock('../api/pv-api.ts', () => ({
  useMeddraSearch: (q: string) => ({
    isFetching: false,
    data: q.length >= 2 ? [{ lltCode: '91000001', lltName: 'Náusea de teste', ptCode: '92000001', ptName: 'Náusea (PT de teste)', version: '27.1' }] : [],
  }),
}));

const initial: CaseCoding = {
  reporterQualification: 'CONSUMER', reporterCountry: 'BR',
  seriousness: { death: false, lifeThreatening: false, hospitalisation: false, disability: false, congenitalAnomaly: false, otherMedicallyImportant: true },
  reactions: [{ reportedTerm: 'Enjoo forte', meddraVersion: null, lltCode: null, onsetDate: '2026-11-02', endDate: null, outcome: 'RECOVERING' }],
  products: [{ role: 'SUSPECT', nameAsReported: 'Imunovita', productId: 1, doseValue: null, doseUnit: null, route: null, whoDrugCode: null }],
  causality: null, narrative: 'Enjoo forte após a aplicação.',
  patient: { initials: 'MS', nullFlavor: null, birthDate: null, ageYears: null, sex: null },
};

describe('the case editor', () => {
  it('codes a reaction with an LLT of the release, sets a seriousness criterion and saves the whole coding as a version', async () => {
    const onSave = vi.fn();
    const { user } = renderInApp(<CaseEditor initial={initial} onSave={onSave} />);
    const editor = await screen.findByTestId('pv-case-editor');
    await user.click(within(editor).getByRole('checkbox', { name: 'Hospitalização ou prolongamento' }));
    await user.type(within(editor).getByRole('combobox', { name: /Termo MedDRA/ }), 'náu');
    await user.click(await screen.findByRole('option', { name: '91000001 · Náusea de teste' }));
    expect(within(editor).getByText('LLT 91000001 · MedDRA 27.1')).toBeTruthy();
    await user.click(within(editor).getByTestId('pv-save'));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]![0] as CaseCoding;
    expect(saved.seriousness).toMatchObject({ hospitalisation: true, otherMedicallyImportant: true, death: false });
    expect(saved.reactions[0]).toMatchObject({ lltCode: '91000001', meddraVersion: '27.1', reportedTerm: 'Enjoo forte', outcome: 'RECOVERING' });
    expect(saved.patient).toEqual(initial.patient);
    expect(saved.products).toEqual(initial.products);
  });
});
