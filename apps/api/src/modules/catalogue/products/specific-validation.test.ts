import { describe, expect, it } from 'vitest';
import type { ApiError } from '@portal/domain';
import { useTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
useTestApp((app) => { t = app; });

describe('validation messages say which rule a field breaks', () => {
  it('discount 0–100, EAN with check digit, slug characters, empty e-mail required', async () => {
    const admin = await t.as('ADMIN');
    const programId = await t.programId('BEMESTAR');
    const bad = await admin({ method: 'POST', url: '/api/presentations', payload: { name: 'Teste', discount: 150, productId: 1, ean: '7891234567890' } });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<ApiError>().fields!;
    expect(fields.discount).toEqual(['validation.discountRange']);
    expect(fields.ean).toEqual(['validation.invalidEan']);

    const slug = await admin({ method: 'POST', url: '/api/followups', payload: { programId, name: 'Acompanhamento', slug: 'Com Espaço!' } });
    expect(slug.json<ApiError>().fields!.slug).toEqual(['validation.invalidSlug']);

    const email = await admin({ method: 'POST', url: '/api/users', payload: { name: 'Sem Email', email: '', phone: '(31) 98765-4321', type: 'REPRESENTATIVE' } });
    expect(email.json<ApiError>().fields!.email).toEqual(['validation.requiredField']);
  });
});
