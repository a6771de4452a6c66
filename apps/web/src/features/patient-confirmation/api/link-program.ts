import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { earlyAnswers } from '@/lib/early-answer.ts';

export const patientLinkKeys = {
  program: (code: string) => ['patient-link', code, 'program'] as const,
  privacy: (code: string) => ['patient-link', code, 'privacy'] as const,
};

const earlyLinkProgram = earlyAnswers((code: string, signal?: AbortSignal) =>
  api.patientLink.program({ params: { code } }, { signal, authRedirect: false }));

/**
 * Sends the link's programme request as the app boots on /p/{code} (app/lazy-pages.ts
 * `preloadScreenOf`), beside the page's chunks rather than after they load and render; the query's
 * first run takes this answer. The page's heading (its largest paint) waits for it.
 */
export function startLinkProgramEarly(code: string): void {
  void earlyLinkProgram.start(code);
}

/** GET /api/programs/by-procedure/{code}: the programme of the link (logo, consent term, modules). */
export const useLinkProgram = (code: string) => useQuery({
  queryKey: patientLinkKeys.program(code),
  queryFn: ({ signal }) => earlyLinkProgram.take(code, signal),
  retry: false,
  enabled: code !== '',
});
