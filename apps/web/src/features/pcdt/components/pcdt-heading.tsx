import { PageIntro } from '@/components/page-intro.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';

/** The PCDT page's title and intro (spec §2 PCDT). */
export function PcdtHeading() {
  const { t } = useTranslation();
  return <PageIntro title={t('pcdt.title')} intro={t('pcdt.intro')} />;
}
