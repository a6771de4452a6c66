import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';
import { InApp } from '@/test/render.tsx';
import { useRequestSubmit, type RequestSubmitOptions } from './use-request-submit.ts';

interface Values { code: string; userAddress: { withdrawalDates: string[] } }

/** The hook as a request form uses it, with the app's providers (the toasts show as on screen). */
function renderSubmit(options: RequestSubmitOptions<Values>) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { code: '', userAddress: { withdrawalDates: ['', '', ''] } } });
    return { form, ...useRequestSubmit(form.setError, options) };
  }, { wrapper: InApp });
}

/** A promise the test settles when it wants (the answer of a request still on its way). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

const exams: RequestSubmitOptions<Values> = { fallback: 'err.failedToRequestExams', codes: { invalidCode: { field: 'code' } } };

describe('useRequestSubmit', () => {
  it('sends once however often the form is submitted while sending, and is ready again after the answer', async () => {
    const { result } = renderSubmit(exams);
    const answer = deferred();
    const task = vi.fn(() => answer.promise);

    let first!: Promise<void>;
    act(() => {
      first = result.current.submit(task);
      void result.current.submit(task);
    });
    expect(result.current.sending).toBe(true);
    // A click after the form re-rendered with "Enviando...".
    act(() => {
      void result.current.submit(task);
    });
    expect(task).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer.resolve();
      await first;
    });
    expect(result.current.sending).toBe(false);

    await act(() => result.current.submit(() => Promise.resolve()));
    const again = vi.fn(() => Promise.resolve());
    await act(() => result.current.submit(again));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('puts each message of a rejected body on the field at the form path, without a toast', async () => {
    const { result } = renderSubmit(exams);
    const rejected = new ApiError(400, 'validation', 'Dados inválidos', { 'userAddress.withdrawalDates.1': ['validation.dateCanNoBeWeekend'] });

    // The body carried the dates without the empty first slot: its date 1 is the form's slot 2.
    await act(() => result.current.submit(() => Promise.reject(rejected), (path) => path.replace(/\.1$/, '.2')));

    const { form } = result.current;
    expect(form.getFieldState('userAddress.withdrawalDates.2').error?.message).toBe('validation.dateCanNoBeWeekend');
    expect(form.getFieldState('userAddress.withdrawalDates.1').error).toBeUndefined();
    expect(result.current.sending).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the paths as the server named them when the form has no mapping', async () => {
    const { result } = renderSubmit(exams);
    await act(() => result.current.submit(() => Promise.reject(new ApiError(400, 'validation', 'x', { code: ['validation.invalidCode'] }))));
    expect(result.current.form.getFieldState('code').error?.message).toBe('validation.invalidCode');
  });

  it('also announces the first field message when the form asks for it', async () => {
    const { result } = renderSubmit({ ...exams, announceFirstField: true });
    const rejected = new ApiError(400, 'validation', 'Dados inválidos', { 'userAddress.withdrawalDates.0': ['validation.dateCanNoBeWeekend'] });
    await act(() => result.current.submit(() => Promise.reject(rejected)));
    expect(await screen.findByText('A data não pode ser em um fim de semana')).toBeTruthy();
  });

  it('shows a named error code on its field and toasts its text; anything else toasts the form fallback', async () => {
    const { result } = renderSubmit(exams);
    await act(() => result.current.submit(() => Promise.reject(new ApiError(409, 'invalidCode', 'Código inválido'))));
    expect(result.current.form.getFieldState('code').error?.message).toBe('err.invalidCode');
    expect(await screen.findByText('Código inválido')).toBeTruthy();

    await act(() => result.current.submit(() => Promise.reject(new Error('rede caiu'))));
    expect(await screen.findByText('Falha ao solicitar os exames.')).toBeTruthy();
  });

  it("toasts the server's own text of a 400 badRequest only for a form that asks for it", async () => {
    const badRequest = new ApiError(400, 'badRequest', 'O arquivo do convênio não pôde ser lido.');
    const plain = renderSubmit(exams);
    await act(() => plain.result.current.submit(() => Promise.reject(badRequest)));
    expect(await screen.findByText('Falha ao solicitar os exames.')).toBeTruthy();
    expect(screen.queryByText('O arquivo do convênio não pôde ser lido.')).toBeNull();
    plain.unmount();

    const own = renderSubmit({ ...exams, badRequestText: true });
    await act(() => own.result.current.submit(() => Promise.reject(badRequest)));
    await waitFor(() => expect(screen.queryByText('O arquivo do convênio não pôde ser lido.')).not.toBeNull());
  });

  it("toasts an exam group's own eligibility refusal text, the catalogue's when the answer has none (decision 0079)", async () => {
    const options: RequestSubmitOptions<Values> = { ...exams, codes: { eligibilityRejected: { serverText: true } } };
    const own = renderSubmit(options);
    const text = 'Este grupo exige avaliação prévia do programa. Ligue para a central.';
    await act(() => own.result.current.submit(() => Promise.reject(new ApiError(400, 'eligibilityRejected', text))));
    expect(await screen.findByText(text)).toBeTruthy();
    const plain = renderSubmit(options);
    await act(() => plain.result.current.submit(() => Promise.reject(new ApiError(400, 'eligibilityRejected', ''))));
    expect(await screen.findByText('O paciente não é elegível para esta solicitação.')).toBeTruthy();
  });
});
