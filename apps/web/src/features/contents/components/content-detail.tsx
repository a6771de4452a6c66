import { useMemo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { LoadFailure } from '@/components/load-failure.tsx';
import { sanitizeHtml } from '@/lib/html/sanitize-html.ts';
import { useContentPost } from '../api/get-contents.ts';
import { TagChip } from './tag-chip.tsx';

export interface ContentDetailProps {
  programCode: string;
  slug: string;
  backHref: string;
}

/** Spec §2 /contents/{slug}: the post's title and sanitised HTML, or 'Dados não encontrados.'. */
export function ContentDetail({ programCode, slug, backHref }: ContentDetailProps) {
  const { t } = useTranslation();
  const post = useContentPost(programCode, slug);
  const html = useMemo(() => (post.data ? sanitizeHtml(post.data.body) : ''), [post.data]);

  if (post.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (post.isError) return <LoadFailure error={post.error} notFoundKey="err.contentNotFound" backHref={backHref} backLabelKey="contents.back" />;
  const { title, tags, image } = post.data;
  return (
    <Stack spacing={2} component="article" data-testid="content-detail">
      <Typography variant="h4" component="h1">{title}</Typography>
      {tags.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {tags.map((tag) => <TagChip key={tag.documentId} tag={tag} />)}
        </Stack>
      )}
      {image?.thumbnailUrl && (
        <Box component="img" src={image.thumbnailUrl} alt={image.alternativeText ?? ''} sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 1 }} />
      )}
      <Box data-testid="content-body" sx={{ typography: 'body1', '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'primary.main' } }}
        dangerouslySetInnerHTML={{ __html: html }} />
    </Stack>
  );
}
