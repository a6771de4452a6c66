/**
 * The procedures feature as other features see it: a doctor's requests of one type, for the doctor
 * detail tabs (`<DoctorRequestsTab programId type doctorId />`).
 */
export { DoctorRequestsTab, type DoctorRequestType } from './components/doctor-requests-tab.tsx';
