/**
 * What an e-mail, SMS or WhatsApp message may carry (decision 0066): never raw markup. Every `<`
 * and `>` (from a name stored before names refused them, or a free text such as an adverse-event
 * description) becomes the single angle quotation mark `‹` / `›`, so no mail client, gateway or
 * system that files the message can read a tag in it, and "febre > 39" still reads right.
 */
export const withoutMarkup = (text: string): string => text.replaceAll('<', '\u2039').replaceAll('>', '\u203A');
