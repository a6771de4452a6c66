import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ContentPostSummary } from '@portal/domain';
import { TagChip } from './tag-chip.tsx';

/**
 * Spec §2 Contents card: image, tags as coloured chips, title, description; opens the detail.
 * `eager` for the first cards, whose image is in the first screen (often its largest paint): the
 * others load as they scroll into view. The size attributes reserve the 2:1 box before it loads.
 */
export function ContentCard({ post, href, eager = false }: { post: ContentPostSummary; href: string; eager?: boolean }) {
  const { t } = useTranslation();
  const thumbnail = post.image?.thumbnailUrl;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`content-${post.url}`}>
      <CardActionArea component={RouterLink} to={href} aria-label={t('contents.readMore', { title: post.title })} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {thumbnail ? (
          <Box component="img" src={thumbnail} alt={post.image?.alternativeText ?? ''} width={640} height={320}
            loading={eager ? 'eager' : 'lazy'} {...(eager ? { fetchPriority: 'high' as const } : {})}
            sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Box aria-hidden sx={{ width: '100%', aspectRatio: '2 / 1', bgcolor: 'grey.200' }} />
        )}
        <CardContent>
          {post.tags.length > 0 && (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
              {post.tags.map((tag) => <TagChip key={tag.documentId} tag={tag} />)}
            </Stack>
          )}
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>{post.title}</Typography>
          {post.category && <Typography variant="overline" color="text.secondary">{post.category}</Typography>}
          {post.description && <Typography variant="body2" color="text.secondary">{post.description}</Typography>}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
