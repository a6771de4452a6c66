/** The patient's public link /p/{code} (spec §2 Patient confirmation) and privacy centre. */
export { PatientConfirmationPage } from './routes/patient-confirmation-page.tsx';
