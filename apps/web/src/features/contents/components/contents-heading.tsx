import { PageIntro } from '@/components/page-intro.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';

/** The contents page's title and intro (spec §2 Contents). */
export function ContentsHeading() {
  const { t } = useTranslation();
  return <PageIntro title={t('contents.title')} intro={t('contents.intro')} />;
}
