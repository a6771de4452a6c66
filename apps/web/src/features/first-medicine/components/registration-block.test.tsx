import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { renderInApp } from '@/test/render.tsx';
import { emptyFirstMedicine, type FirstMedicineValues } from './first-medicine-values.ts';
import { RegistrationBlock } from './registration-block.tsx';

/** The registration as the release form opens it for a patient the service does not know. */
function Registration() {
  const form = useForm<FirstMedicineValues>({ defaultValues: emptyFirstMedicine() });
  return <FormProvider {...form}><RegistrationBlock /></FormProvider>;
}

describe('first-medicine registration: consents', () => {
  it('opens with every consent unticked: each is the patient\'s choice, never a default', () => {
    renderInApp(<Registration />);
    const boxes = within(screen.getByTestId('fm-registration')).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Aceita ser contatado pelo programa', 'Aceita receber SMS', 'Aceita receber ligações', 'Aceita receber correspondências', 'Aceita receber e-mails',
    ]);
    expect(boxes.filter((b) => b.checked)).toEqual([]);
  });
});
