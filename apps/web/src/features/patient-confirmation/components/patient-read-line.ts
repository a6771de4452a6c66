import { formatDate, formatProgrammeDateTime, type PatientRead } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';

/** The sources whose entry names the list's or export's request type when it has one. */
const WITH_TYPE = new Set(['requestList', 'requestExport']);

/**
 * One read of the patient's data as a line under the reader's name: who they are, what showed the
 * data (a record opened, a list page, an export by its name), when — the day of an entry that
 * stands for several reads that day (decision 0064), with how many times — or the time of one.
 */
export function useReadLine(): (r: PatientRead) => string {
  const { t } = useTranslation();
  const what = (r: PatientRead) => {
    if (!r.source) return t(`auditAction.${r.action}`);
    return r.requestType && WITH_TYPE.has(r.source)
      ? t(`patientLink.readSource.${r.source}Of`, { type: t(`procedureType.${r.requestType}`) })
      : t(`patientLink.readSource.${r.source}`);
  };
  return (r) => [
    r.actorType ? t(`userType.${r.actorType}`) : '',
    what(r),
    r.day ? formatDate(r.day) : formatProgrammeDateTime(r.at),
    ...(r.day ? [t('patientLink.readTimes', { count: r.count })] : []),
  ].join(' · ');
}
