import type { Page } from 'playwright-core';
import { ptBR } from '@portal/domain';

/**
 * What makes a checkbox a consent, by its accessible name (pt-BR): "Aceita/Aceito …", "Consinto",
 * "Concordo", "Autorizo", "Li e aceito", or receiving SMS, e-mail, WhatsApp, calls or mail. The one
 * definition every consent check uses.
 */
export const CONSENT_NAME = /\b(aceit[aoe]s?|consint[oa]|concord[oa]|autorizo)\b|receber\s+(sms|e-?mails?|whatsapp|mensage|liga|correspond)/i;

/**
 * A field configuration's toggles ("Aceita SMS: Visível", "…: Obrigatório") say whether a form shows
 * or requires a consent field; they are settings of the form, not anyone's consent.
 */
const FIELD_SETTING = new RegExp(`: (${ptBR.fieldConfigs.visible}|${ptBR.fieldConfigs.required})$`);

/**
 * The consent checkboxes (and switches) checked on the screen as it is now: their accessible names.
 * Read when a form opens, it must be empty (decision 0072: no consent is ever given by default).
 */
export function checkedConsentBoxes(page: Page): Promise<string[]> {
  return page.evaluate(([source, setting]) => {
    const matcher = new RegExp(source, 'i');
    const fieldSetting = new RegExp(setting);
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const nameOf = (el: Element): string => {
      const label = el.getAttribute('aria-label');
      if (label) return label;
      const by = el.getAttribute('aria-labelledby');
      if (by) return by.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ');
      const labels = (el as HTMLInputElement).labels;
      if (labels && labels.length > 0) return [...labels].map(text).join(' ');
      return text(el.closest('label'));
    };
    const boxes = [...document.querySelectorAll('input[type="checkbox"], [role="checkbox"], [role="switch"]')];
    return boxes
      .filter((el) => (el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true'))
      .map(nameOf)
      .filter((name) => matcher.test(name) && !fieldSetting.test(name));
  }, [CONSENT_NAME.source, FIELD_SETTING.source] as const);
}
