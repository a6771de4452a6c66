/** The patient-procedure request screen (/patient-procedures/request). */
export { PatientProcedureRequestPage } from './routes/patient-procedure-request-page.tsx';
