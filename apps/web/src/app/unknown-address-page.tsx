import { NotFoundPage } from '@/components/not-found-page.tsx';
import { useDocumentTitle } from '@/lib/a11y/document-title.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';

/** A signed-in address no screen answers, or one this profile may not open in this programme. */
export function UnknownAddressPage({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  const { program } = useCurrentProgram();
  useDocumentTitle(t('notFound.pageTitle'), program?.name);
  return (
    <NotFoundPage titleKey="notFound.pageTitle" textKey="notFound.pageText" actionHref={homeHref} actionLabelKey="notFound.goHome" testId="page-not-found" />
  );
}
