import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useDocumentTitle } from '@/lib/a11y/document-title.tsx';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';

/** The questions the page shows, in order; texts under `faq.items.<key>` of the catalogue. */
const FAQ_ITEMS = ['access', 'password', 'login', 'blocked', 'optout'] as const;

/** /faq: the programme's questions and answers (static until the CMS serves a FAQ category). */
export function FaqPage() {
  const { t } = useTranslation();
  const { program } = useCurrentProgram();
  useDocumentTitle(t('faq.title'), program?.name);
  return (
    <Stack spacing={2} sx={{ maxWidth: 840 }}>
      <Typography variant="h5" component="h1">{t('faq.title')}</Typography>
      <Typography color="text.secondary">{t('faq.intro')}</Typography>
      <div data-testid="faq-list">
        {FAQ_ITEMS.map((key) => (
          <Accordion key={key} disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />} id={`faq-${key}-header`} aria-controls={`faq-${key}-content`}>
              <Typography component="h2" variant="subtitle1">{t(`faq.items.${key}.question`)}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${key}-content`}>
              <Typography>{t(`faq.items.${key}.answer`)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Stack>
  );
}
