import { useMutation } from '@tanstack/react-query';
import type { AdverseEventBody, PublicAdverseEventBody } from '@portal/domain';
import { api } from '@/lib/api.ts';

export type AdverseEventReport =
  | { code: string; body: PublicAdverseEventBody }
  | { code?: undefined; body: AdverseEventBody };

/** POST /api/adverse-events (signed in) or /api/procedures/by-code/{code}/adverse-events (public): answers the protocol. */
export const reportAdverseEvent = (report: AdverseEventReport) => (report.code !== undefined
  ? api.adverseEvents.createByCode({ params: { code: report.code }, body: report.body })
  : api.adverseEvents.create({ body: report.body }));

export const useReportAdverseEvent = () => useMutation({ mutationFn: reportAdverseEvent });
