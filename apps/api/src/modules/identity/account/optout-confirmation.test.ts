import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboundMessages, programUsers } from '#db/schema/index.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
useTestApp((app) => { t = app; });

describe('POST /users/optout: confirmation with a protocol number', () => {
  it('answers the protocol and sends it by e-mail and SMS through the outbox', async () => {
    const user = await t.insertUser({ email: 'optout.protocolo@exemplo.com.br', name: 'Dra. Protocolo', phone: '31987654321', type: 'DOCTOR', approved: true });
    await t.app.db.insert(programUsers).values({ userId: user.id, programId: await t.programId('BEMESTAR') });
    const client = await t.as('optout.protocolo@exemplo.com.br');

    const res = await client({ method: 'POST', url: '/api/users/optout', payload: { password: 'Demo@2026' } });
    expect(res.statusCode, res.body).toBe(202);
    const { protocol, requestId } = res.json<{ protocol: string; requestId: number }>();
    expect(protocol).toMatch(new RegExp(`^LGPD-\\d{8}-0*${requestId}$`));

    const sent = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.userId, user.id));
    const email = sent.find((m) => m.channel === 'EMAIL');
    const sms = sent.find((m) => m.channel === 'SMS');
    expect(email?.destination).toBe('optout.protocolo@exemplo.com.br');
    expect(email?.subject).toContain(protocol);
    expect(email?.body).toContain(protocol);
    expect(sms?.destination).toBe('31987654321');
    expect(sms?.body).toContain(protocol);
  });
});
