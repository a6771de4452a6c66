/**
 * The doctors feature as other features see it: the one-time programme notice the exam request
 * screen mounts (`useDoctorProgramNotice()` or `<DoctorProgramNotice />`).
 */
export { useDoctorProgramNotice } from './hooks/use-doctor-program-notice.ts';
export { DoctorProgramNotice } from './components/doctor-program-notice.tsx';
