import { useEffect } from 'react';

/**
 * eMAG accessibility shortcuts (Modelo de Acessibilidade em Governo Eletrônico): Alt+1 content,
 * Alt+2 menu, Alt+3 search (where the page has one), Alt+4 footer. Each moves the keyboard focus
 * to that region's first control, or to the region itself.
 */
const TARGETS: Readonly<Record<string, string>> = {
  Digit1: 'main',
  Digit2: 'nav',
  Digit3: '[data-emag-search], input[type="search"], #data-table-search',
  Digit4: 'footer',
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusRegion(selector: string): boolean {
  const region = document.querySelector<HTMLElement>(selector);
  if (!region) return false;
  const target = region.matches('main, footer') ? region : (region.matches(FOCUSABLE) ? region : region.querySelector<HTMLElement>(FOCUSABLE) ?? region);
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
  return true;
}

/** Listens for the eMAG shortcuts while the layout is mounted. */
export function useAccessKeys(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const selector = TARGETS[e.code];
      if (selector && focusRegion(selector)) e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
