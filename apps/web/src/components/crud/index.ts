/** Register screens (spec §2 CRUD lists): one list page and one form pattern for every catalogue. */
export { CrudListPage, type CrudListPageProps, type CrudRemove } from './crud-list-page.tsx';
export { CrudFormCard } from './crud-form-card.tsx';
export { CrudDetailCard, type DetailField } from './crud-detail-card.tsx';
export { useCrudForm, useEditedId, type CrudFormOptions } from './use-crud-form.ts';
export { FormCheckbox, FormSelect, FormText, type Option } from './form-fields.tsx';
