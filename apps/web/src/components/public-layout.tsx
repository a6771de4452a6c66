import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { paths } from '@/config/paths.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

const MAX_WIDTH = { sm: 600, md: 900, lg: 1200 } as const;

/** Frame of the public pages: a slim header and a centred main area (plain boxes: /login stays light). */
export function PublicLayout({ children, maxWidth = 'md' }: { children: ReactNode; maxWidth?: keyof typeof MAX_WIDTH }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 3, py: 1.5, boxShadow: 1 }}>
        <Typography
          component={RouterLink}
          to={paths.home.href()}
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
        >
          {t('app.name')}
        </Typography>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ width: '100%', maxWidth: MAX_WIDTH[maxWidth], mx: 'auto', px: { xs: 2, sm: 3 }, py: 4, flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
