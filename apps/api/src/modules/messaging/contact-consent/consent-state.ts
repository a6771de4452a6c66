import { consentStatuses, type Consent, type ConsentChannel, type ConsentStatus } from '@portal/domain';

/** A consent event as `consentHistory` reads it. */
export interface ConsentRow {
  channel: ConsentChannel; granted: boolean; termVersion: string; termDate: Date | null; at: Date; ip: string | null;
}

/** Each event with where it left its channel (granted, revoked, never granted), oldest first. */
export function withStatuses<R extends ConsentRow>(history: readonly R[]): (R & { status: ConsentStatus })[] {
  const status = new Map<R, ConsentStatus>();
  for (const channel of new Set(history.map((r) => r.channel))) {
    const rows = history.filter((r) => r.channel === channel);
    consentStatuses(rows).forEach((s, i) => status.set(rows[i]!, s));
  }
  return history.map((r) => ({ ...r, status: status.get(r)! }));
}

export const toConsent = (r: ConsentRow & { status: ConsentStatus }): Consent => ({
  channel: r.channel, granted: r.granted, termVersion: r.termVersion, termDate: r.termDate?.toISOString() ?? null,
  at: r.at.toISOString(), status: r.status,
});

/** Each channel as it stands now: its newest event (channels never recorded are left out). */
export function currentConsents(history: readonly ConsentRow[]): Map<ConsentChannel, ConsentRow & { status: ConsentStatus }> {
  const latest = new Map<ConsentChannel, ConsentRow & { status: ConsentStatus }>();
  for (const row of withStatuses(history)) latest.set(row.channel, row);
  return latest;
}
