/**
 * What a person's name (and any other one-line text typed into a form) may carry (decisions 0022
 * and 0066). Cleaned, not refused: characters nobody can see or type on purpose. Refused: what a
 * name has no use for and what turns it into markup or a spreadsheet formula.
 */

/**
 * Unicode format characters (category Cf): the bidirectional controls (U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F, U+061C), zero-width space, non-joiner and joiner (U+200B–U+200D),
 * the word joiner and invisible operators (U+2060–U+2064), the byte-order mark (U+FEFF), the soft
 * hyphen (U+00AD), tag characters; plus letters and symbols that show nothing (the Hangul fillers
 * U+115F, U+1160, U+3164, U+FFA0 and the Braille blank U+2800), and unpaired surrogate halves (Cs),
 * which are no character at all.
 */
const INVISIBLE = /[\p{Cf}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Runs of white space and control characters (Cc: line breaks, tabs, other C0 and C1 controls, DEL). */
const SPACE_RUN = /[\s\p{Cc}]+/gu;

/**
 * A one-line text as stored: composed (NFC), invisible characters removed, every run of white
 * space, line breaks and control characters made one space, trimmed.
 */
export const cleanOneLineText = (value: string): string =>
  value.normalize('NFC').replace(INVISIBLE, '').replace(SPACE_RUN, ' ').trim();

/** Angle brackets: a name has no use for them, and with them it reads as markup in a message. */
export const hasMarkupCharacters = (name: string): boolean => /[<>]/.test(name);

/** A leading =, +, - or @ makes a spreadsheet run the cell as a formula (OWASP CSV injection). */
export const startsLikeFormula = (name: string): boolean => /^[=+\-@]/.test(name);
