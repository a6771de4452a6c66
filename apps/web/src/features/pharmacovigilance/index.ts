/** The pharmacovigilance feature: the case queue and the case editor (screens in app/patients-screens.ts). */
export { CaseEditor } from './components/case-editor.tsx';
