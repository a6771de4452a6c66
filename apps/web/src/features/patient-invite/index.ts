/** The doctor's patient invitation (spec §5 Patient invite). */
export { PatientInvitePage } from './routes/patient-invite-page.tsx';
