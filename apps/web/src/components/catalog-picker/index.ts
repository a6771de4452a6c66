/**
 * CatalogPicker — the cascading catalogue pickers (product → presentation, follow-up → exam group
 * → exam, product → patient procedure, supply group → supply):
 *
 *   const [value, setValue] = useState<CatalogValue>(EMPTY_CATALOG_VALUE);
 *   <CatalogPicker type="FIRST_MEDICINE" value={value} onChange={setValue} idPrefix="distribution" required />
 *   pickedId(value, 'group'), pickedId(value, 'item')   // the ids picked, or undefined
 *
 * With `anyLabel` every level offers an "any" option (permissions: all levels optional).
 */
export { CatalogPicker, type CatalogPickerProps } from './catalog-picker.tsx';
export { CATALOG_LEVELS, EMPTY_CATALOG_VALUE, pickedId, pickLevel, type CatalogLevel, type CatalogValue } from './levels.ts';
export { catalogOptionsKey } from './get-catalog-options.ts';
