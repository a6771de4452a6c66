import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Deps } from '#platform/context/deps.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { accountHash, activeLock, clearAccountThrottle, countFailure, recentFailures, type ThrottleKey } from './login-throttle.repository.ts';

/**
 * Login throttling that an attacker cannot turn against the owner (decision 0022).
 *
 * - e-mail + address: 5 failures, then locks of 30 s doubling per failure up to 15 min;
 * - e-mail from anywhere (spread over many addresses): 10 failures, same locks capped at 5 min;
 * - one address over any e-mails (spraying): 30 failures, same locks up to 15 min;
 * - a trusted device (a signed cookie set at a successful login of that e-mail) is counted on its
 *   own key only, so nobody else's failures keep the owner out of their own browser.
 *
 * Keys are hashes of the submitted e-mail, so an unknown e-mail is throttled exactly like a real
 * one; a throttled attempt is refused with 429 `tooManyLoginAttempts` before the password is
 * checked and is not counted (hammering does not lengthen the lock). Counters quiet for an hour
 * start again. Nothing here ends a session or sets the account's `blocked` flag.
 *
 * After `loginCaptchaAfterFailures` failures of the e-mail (from anywhere), or `captchaPerAddress`
 * from the address (half its lock, as many people may share one), each attempt must also carry a captcha token that verifies, else 400
 * `loginCaptchaRequired` — the same for a real account and an unknown e-mail, and not counted. A
 * trusted device is never asked.
 */
export const THROTTLE = {
  perAccountAndAddress: 5,
  perAccount: 10,
  perAddress: 30,
  perDevice: 5,
  /** Failures from one address (over any e-mails) after which every login from it needs the captcha. */
  captchaPerAddress: 15,
  baseMs: 30_000,
  maxMs: 15 * 60_000,
  accountMaxMs: 5 * 60_000,
  resetAfterMs: 60 * 60_000,
} as const;

export interface LoginClient {
  ip: string;
  /** The `portal_device` cookie, if the browser sent one. */
  deviceToken: string | undefined;
  /** The captcha token the login form sent, if any. */
  captchaToken?: string | undefined;
}

const deviceKey = (secret: string) => createHmac('sha256', secret).update('login-device').digest();
const sign = (secret: string, account: string, nonce: string) =>
  createHmac('sha256', deviceKey(secret)).update(`${account}.${nonce}`).digest('base64url');

/** A new trusted-device token for the e-mail that just signed in. */
export function newDeviceToken(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, accountHash(email), nonce)}`;
}

/** The device's nonce when the token was issued for this e-mail by this server. */
function trustedDevice(secret: string, account: string, token: string | undefined): string | undefined {
  const [nonce, mac] = token?.split('.') ?? [];
  if (!nonce || !mac) return undefined;
  const expected = Buffer.from(sign(secret, account, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : undefined;
}

function keysFor(secret: string, email: string, client: LoginClient) {
  const account = accountHash(email);
  const device = trustedDevice(secret, account, client.deviceToken);
  if (device) return { account, accountKeys: [{ key: `d:${device}`, account, threshold: THROTTLE.perDevice }], addressKeys: [] };
  return {
    account,
    accountKeys: [{ key: `ai:${account}:${client.ip}`, account, threshold: THROTTLE.perAccountAndAddress }],
    spreadKeys: [{ key: `a:${account}`, account, threshold: THROTTLE.perAccount }],
    addressKeys: [{ key: `i:${client.ip}`, account: null, threshold: THROTTLE.perAddress }],
  };
}

/** 400 loginCaptchaRequired when the e-mail's or the address's recent failures reach the captcha threshold and no valid token came. */
async function requireCaptchaIfNeeded({ db, config, captcha }: Deps, keys: ThrottleKey[], client: LoginClient, at: Date) {
  const perAccount = config.onboarding.loginCaptchaAfterFailures;
  const counts = await recentFailures(db, keys.map((k) => k.key), new Date(at.getTime() - THROTTLE.resetAfterMs));
  const needed = keys.some((k) => (counts.get(k.key) ?? 0) >= (k.account === null ? THROTTLE.captchaPerAddress : perAccount));
  if (!needed) return;
  if (!client.captchaToken || !(await captcha.verify(client.captchaToken, client.ip))) throw new AppError('loginCaptchaRequired', 400);
}

export interface LoginThrottle {
  /** Counts a failed attempt (wrong password or unknown e-mail). */
  fail(): Promise<void>;
  /** Forgets the account's failures after a successful login (the address's count stays). */
  succeed(): Promise<void>;
}

/** Refuses the attempt with 429 while any of its keys is locked; otherwise hands back what to record after it. */
export async function checkLoginThrottle(deps: Deps, email: string, client: LoginClient): Promise<LoginThrottle> {
  const { db, config } = deps;
  const at = deps.now();
  const secret = config.onboarding.codeSecret;
  const { account, accountKeys, spreadKeys = [], addressKeys } = keysFor(secret, email, client);
  const all: ThrottleKey[] = [...accountKeys, ...spreadKeys, ...addressKeys];
  const until = await activeLock(db, all.map((k) => k.key), at);
  if (until) throw new AppError('tooManyLoginAttempts', 429).retryAt(until, at);
  if (spreadKeys.length > 0) await requireCaptchaIfNeeded(deps, [...spreadKeys, ...addressKeys], client, at);
  const policy = { baseMs: THROTTLE.baseMs, resetAfterMs: THROTTLE.resetAfterMs };
  return {
    async fail() {
      await countFailure(db, [...accountKeys, ...addressKeys], at, { ...policy, maxMs: THROTTLE.maxMs });
      await countFailure(db, spreadKeys, at, { ...policy, maxMs: THROTTLE.accountMaxMs });
    },
    succeed: () => clearAccountThrottle(db, account),
  };
}
