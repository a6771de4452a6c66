/** The Patients screens (patient-care system): list, details and medication administration. */
export { MedicationStatusChip } from './components/medication-status-chip.tsx';
