/** One choice of a ListboxSelect: shared by the field and its lazily loaded list. */
export interface ListboxOption { value: string; label: string }
