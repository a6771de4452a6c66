/** Adverse-event reports as other features see them (the public patient page can mount the form with its code). */
export { AdverseEventForm, type AdverseEventFormProps } from './components/adverse-event-form.tsx';
