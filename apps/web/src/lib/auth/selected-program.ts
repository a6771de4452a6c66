/** Spec §2: the selected programme is kept in local storage and restored. */
const STORAGE_KEY = 'portal.selectedProgramId';

export function readSelectedProgramId(): number | null {
  try {
    const value = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function storeSelectedProgramId(programId: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(programId));
  } catch {
    // Storage may be unavailable (private mode); the session still knows the programme.
  }
}
