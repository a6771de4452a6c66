import DOMPurify from 'dompurify';

let hooked = false;

/**
 * HTML from outside the portal (CMS bodies) made safe to render: DOMPurify's defaults (no
 * scripts, event handlers or javascript: links), links kept able to open a new tab but always
 * with rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
