import type { ClipboardEvent } from 'react';

const prevent = (event: ClipboardEvent) => event.preventDefault();

/** Spec §2 signup: copy, paste and cut are blocked on e-mail, phone and password fields. */
export const blockClipboard = { onCopy: prevent, onPaste: prevent, onCut: prevent } as const;
