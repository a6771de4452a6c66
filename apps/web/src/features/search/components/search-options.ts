import { invitationStanding, isInvitation, type GlobalSearchResult } from '@portal/domain';
import type { TFunction } from '@/lib/i18n/index.ts';
import { routeHref } from '@/config/paths.ts';

export type SearchGroup = 'requests' | 'patients' | 'doctors';

/** One choice of the search's list: its group, what it says, and the detail page it opens. */
export interface SearchOption {
  key: string;
  group: SearchGroup;
  label: string;
  detail?: string;
  href: string;
}

/** The answer as the list's options, grouped requests, patients, doctors. No CPF but its last two digits. */
export function searchOptions(result: GlobalSearchResult, t: TFunction): SearchOption[] {
  // A patient's invitation says where it stands (sent, confirmed, expired), never "Concluído".
  const standing = (r: GlobalSearchResult['requests'][number]) => t(`procedures.invitation.standing.${invitationStanding(r.status)}`);
  const requestLabel = (r: GlobalSearchResult['requests'][number]) =>
    t('globalSearch.request', { code: r.code, type: t(`procedureType.${r.type}`), status: isInvitation(r.type) ? standing(r) : t(`status.${r.status}`) });
  return [
    ...result.requests.map((r): SearchOption => ({
      key: `r${r.id}`, group: 'requests', label: requestLabel(r), href: routeHref('procedureDetail', { id: r.id }),
    })),
    ...result.patients.map((p): SearchOption => ({
      key: `p${p.request.id}`, group: 'patients',
      label: p.name === null ? t('globalSearch.patientWithoutName', { cpfEnd: p.cpfEnd }) : t('globalSearch.patient', { name: p.name, cpfEnd: p.cpfEnd }),
      detail: isInvitation(p.request.type)
        ? t('globalSearch.patientInvitation', { code: p.request.code, standing: standing(p.request) })
        : t('globalSearch.patientRequest', { code: p.request.code }),
      href: routeHref('procedureDetail', { id: p.request.id }),
    })),
    ...result.doctors.map((d): SearchOption => ({
      key: `d${d.id}`, group: 'doctors', label: t('globalSearch.doctor', { name: d.name, crm: d.crm, uf: d.uf }),
      href: routeHref('doctorDetail', { id: d.id }),
    })),
  ];
}
