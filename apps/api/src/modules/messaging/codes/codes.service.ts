import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, translate,
  type CaptchaConfig, type SendCodeResponse, type sendCodeSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { publicBase } from '#platform/lib/public-url.ts';
import type { Delivery } from '../contact-consent/index.ts';
import { queueOnChannel } from '../outbox/index.ts';
import * as repo from './codes.repository.ts';

const HOUR_MS = 3_600_000;

export const newCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

const hashCode = (secret: string, salt: string, code: string): string =>
  createHmac('sha256', secret).update(`${salt}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

interface SendCodeArgs {
  destination: string;
  purpose: repo.CodePurpose;
  ip: string;
  userId?: number;
  /** Extra text appended by purpose (e.g. the patient agreement link). */
  agreementUrl?: string | undefined;
  /**
   * The person's channel where they chose one (the patient's agreement code); SMS otherwise; null
   * when nothing may reach them (a patient who revoked SMS, which the caller may not be told).
   */
  delivery?: Delivery | null;
  /** The programme the code is sent for (a patient's agreement): its messaging settings apply (decision 0078). */
  programId?: number;
  /**
   * A doctor's code to another doctor's patient (decision 0063): the destination's limits refuse
   * out loud only for the caller's own codes to it; beyond those nothing is sent and the answer is
   * a send's, as for a phone the caller typed.
   */
  quietBeyondOwn?: boolean;
}

const publicUrlOf = ({ config }: Deps) => publicBase(config);

const messageOf = (args: SendCodeArgs, code: string, minutes: number) => {
  if (args.agreementUrl) return translate('notification.smsAgreementCode', { code, url: args.agreementUrl });
  if (args.purpose === 'patientLink') return translate('notification.smsPatientLinkCode', { code, minutes });
  return translate('notification.smsCode', { code, minutes });
};

/**
 * The destination's refusal, if any: a code for the purpose less than 60 s ago (429
 * codeResendTooSoon), or its hourly maximum reached (429 tooManyRequests); `userId`: counting that user's codes only.
 */
async function destinationRefusal(db: DbOrTx, deps: Deps, args: SendCodeArgs, now: Date, userId?: number): Promise<AppError | null> {
  const last = await repo.latestCode(db, args.destination, args.purpose, userId);
  const resendAt = last ? new Date(last.createdAt.getTime() + CODE_RESEND_SECONDS * 1000) : now;
  if (last && resendAt > now) {
    const usable = !last.consumedAt && last.attempts < CODE_MAX_ATTEMPTS && last.expiresAt > now;
    return new AppError('codeResendTooSoon', 429).retryAt(resendAt, now).withCodeValid(usable);
  }
  // The hour slides: a new code is possible within the hour at the latest.
  const count = await repo.countSince(db, { destination: args.destination, userId }, new Date(now.getTime() - HOUR_MS));
  if (count >= deps.config.onboarding.codeMaxPerDestinationPerHour) return new AppError('tooManyRequests', 429).retryAt(new Date(now.getTime() + HOUR_MS), now);
  return null;
}

/**
 * Creates and sends a code: resend refused before 60 s (429 codeResendTooSoon); at most N codes per
 * destination and per IP an hour (429 tooManyRequests). The checks and the send run in one
 * transaction holding the destination's lock, so concurrent requests — in any process — are
 * counted one after the other and send one code. Only an HMAC of the code is stored and the code
 * never reaches the log: it leaves only inside the SMS.
 */
async function sendCode(deps: Deps, args: SendCodeArgs) {
  const { db, config } = deps;
  const cfg = config.onboarding;
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + cfg.codeTtlMs);
  await db.transaction(async (tx) => {
    await repo.lockDestination(tx, args.destination);
    const told = await destinationRefusal(tx, deps, args, now, args.quietBeyondOwn ? args.userId : undefined);
    if (told) throw told;
    if (await repo.countSince(tx, { ip: args.ip }, new Date(now.getTime() - HOUR_MS)) >= cfg.codeMaxPerIpPerHour) {
      throw new AppError('tooManyRequests', 429).retryAt(new Date(now.getTime() + HOUR_MS), now);
    }
    if (args.delivery === null || (args.quietBeyondOwn && await destinationRefusal(tx, deps, args, now))) return;
    const code = newCode();
    const salt = randomBytes(16).toString('hex');
    const body = messageOf(args, code, Math.round(cfg.codeTtlMs / 60_000));
    await repo.insertCode(tx, {
      channel: 'SMS', purpose: args.purpose, destination: args.destination, salt, codeHash: hashCode(cfg.codeSecret, salt, code),
      userId: args.userId ?? null, ip: args.ip, expiresAt, createdAt: now,
    });
    await queueOnChannel(tx, deps, args.delivery ?? { channel: 'SMS', smsFallback: false }, {
      destination: args.destination, body, userId: args.userId ?? null, template: 'agreementCode', parameters: [code, args.agreementUrl ?? publicUrlOf(deps)],
      programId: args.programId ?? null,
    }, now);
  });
  return { sentAt: now, expiresAt, resendAt: new Date(now.getTime() + CODE_RESEND_SECONDS * 1000) };
}

/** 400 recaptchaRequired unless the captcha token verifies. */
async function requireCaptcha({ captcha }: Deps, token: string, ip: string) {
  if (!token || !(await captcha.verify(token, ip))) throw new AppError('recaptchaRequired', 400);
}

/** `GET /captcha/config`: the widget matching the server's verifier (the site key only for reCAPTCHA's). */
export const captchaConfig = ({ captcha, config }: Deps): CaptchaConfig =>
  ({ provider: captcha.kind, siteKey: config.onboarding.recaptchaSiteKey ?? null });

/**
 * The code of a patient's public link (decision 0041), to the phone on record: proof that the
 * visitor is the patient and not a doctor who knows the link's code and the CPF.
 */
export async function sendPatientLinkCode(deps: Deps, args: { destination: string; ip: string }) {
  const sent = await sendCode(deps, { ...args, purpose: 'patientLink' });
  return { resendAt: sent.resendAt };
}

/** `POST /codes`: a visitor's signup code, once the captcha verifies. */
export async function sendSignupCode(deps: Deps, ip: string, input: z.output<typeof sendCodeSchema>): Promise<SendCodeResponse> {
  await requireCaptcha(deps, input.recaptchaValue, ip);
  const sent = await sendCode(deps, { destination: input.destination, purpose: 'signup', ip });
  return { expiresAt: sent.expiresAt.toISOString(), resendAt: sent.resendAt.toISOString() };
}

/**
 * The patient agreement code (`POST /codes/authenticated`, whose checks of the exam group and the
 * patient are the procedure-requests module's): each signed-in user sends at most N an hour (429
 * agreementCodeQuotaExceeded), besides the limits per destination and address.
 */
export async function sendAgreementSms(deps: Deps, args: {
  destination: string; ip: string; userId: number; agreementUrl: string | undefined; delivery: Delivery | null; quietBeyondOwn: boolean;
  programId?: number;
}) {
  const now = deps.now();
  const since = new Date(now.getTime() - HOUR_MS);
  const sent = await repo.countSince(deps.db, { userId: args.userId, purpose: 'agreement' }, since);
  if (sent >= deps.config.onboarding.agreementCodeMaxPerUserPerHour) {
    throw new AppError('agreementCodeQuotaExceeded', 429).retryAt(new Date(now.getTime() + HOUR_MS), now);
  }
  const out = await sendCode(deps, { ...args, purpose: 'agreement' });
  return { sentAt: out.sentAt.toISOString(), expiresAt: out.expiresAt.toISOString() };
}

/**
 * Checks a code against the newest one sent to the destination. Wrong → 400 invalidCode (the try is
 * counted and committed at once; after 5 wrong tries the code is dead); expired → 400 codeExpired.
 * Returns the code id, to be consumed with `consumeCode` inside the caller's transaction.
 */
export async function checkCode({ db, config, now }: Deps, args: { destination: string; purpose: repo.CodePurpose; code: string }) {
  const row = await repo.latestCode(db, args.destination, args.purpose);
  if (!row || row.consumedAt || row.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('invalidCode', 400);
  if (row.expiresAt <= now()) throw new AppError('codeExpired', 400);
  if (!sameHash(row.codeHash, hashCode(config.onboarding.codeSecret, row.salt, args.code))) {
    await repo.addAttempt(db, row.id);
    throw new AppError('invalidCode', 400);
  }
  return row.id;
}

/** Counts a try on a code that was right but whose use was refused (signup's checks of other accounts). */
export async function spendCodeTry({ db }: Deps, codeId: number): Promise<void> {
  await repo.addAttempt(db, codeId);
}

/** Uses the code once, inside the caller's transaction; a second use (double submit, race) answers 400 invalidCode. */
export async function consumeCode(tx: DbOrTx, codeId: number, now: Date) {
  if (!(await repo.consume(tx, codeId, now))) throw new AppError('invalidCode', 400);
}
