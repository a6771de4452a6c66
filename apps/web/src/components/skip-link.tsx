import { BRAND } from '@/config/brand.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useAccessKeys } from './access-keys.ts';

export const MAIN_CONTENT_ID = 'conteudo';

/** The first Tab stop of every layout: jumps past the header and menu to the page's content; also turns on the eMAG Alt+1…4 shortcuts. */
export function SkipLink() {
  const { t } = useTranslation();
  useAccessKeys();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      style={{ position: 'absolute', left: 8, top: -48, zIndex: 2000, padding: '8px 16px', background: '#fff', color: BRAND.primary, fontWeight: 600, borderRadius: 4 }}
      onFocus={(e) => { e.currentTarget.style.top = '8px'; }}
      onBlur={(e) => { e.currentTarget.style.top = '-48px'; }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}
