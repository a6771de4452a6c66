import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';

const SEPARATOR = ' · ';

/**
 * Sets the tab's title to `Screen · Programme · Portal de Programas` (empty parts dropped) and
 * announces it politely to screen readers, since a single-page navigation is otherwise silent.
 */
export function useDocumentTitle(...parts: (string | undefined)[]): void {
  const { t } = useTranslation();
  const title = [...parts.filter((p): p is string => Boolean(p)), t('app.name')].join(SEPARATOR);
  useEffect(() => {
    document.title = title;
    announce(title);
  }, [title]);
}

/** A route element that titles its page from a catalogue key. */
export function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return children;
}

const REGION_ID = 'route-announcer';

function announce(text: string): void {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = REGION_ID;
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    Object.assign(region.style, {
      position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
    });
    document.body.appendChild(region);
  }
  region.textContent = text;
}
