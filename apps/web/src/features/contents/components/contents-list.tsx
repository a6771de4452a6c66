import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ListboxSelect } from '@/components/form/listbox-select.tsx';
import { TextInput } from '@/components/form/text-input.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { awaitsData, useDeferredArrival } from '@/lib/use-deferred-arrival.ts';
import { useContentPosts, useContentTags } from '../api/get-contents.ts';
import { categoriesOf, filterPosts } from '../filter-posts.ts';
import { ContentCard } from './content-card.tsx';
import { ContentsHeading } from './contents-heading.tsx';
import { TagChip } from './tag-chip.tsx';

/** Cards in the first row at the widest layout (md: 3 a row): their images are not lazy. */
const FIRST_ROW = 3;

export interface ContentsListProps {
  programCode: string;
  /** Where a post's card leads. */
  detailHref: (slug: string) => string;
}

/**
 * Spec §2 Contents: title, intro, search box, category select ('Todas as categorias') and tag
 * chips; the matching cards, or the empty state.
 */
export function ContentsList({ programCode, detailHref }: ContentsListProps) {
  const { t } = useTranslation();
  // The cards and chips mount in a deferred pass that React slices, not in the answers' one long task.
  const posts = useDeferredArrival(useContentPosts(programCode), awaitsData);
  const tags = useDeferredArrival(useContentTags(programCode), awaitsData);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const categories = useMemo(() => categoriesOf(posts.data ?? []), [posts.data]);
  const categoryOptions = useMemo(
    () => [{ value: '', label: t('contents.allCategories') }, ...categories.map((c) => ({ value: c, label: c }))], [categories, t]);
  const shown = useMemo(() => filterPosts(posts.data ?? [], { search, category, tags: selected }), [posts.data, search, category, selected]);
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Stack spacing={2}>
      <ContentsHeading />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          <TextInput label={t('contents.search')} value={search} onChange={(e) => setSearch(e.target.value)} fullWidth
            inputProps={{ 'data-testid': 'contents-search' }} />
        </Box>
        <ListboxSelect label={t('contents.category')} value={category} options={categoryOptions} onChange={setCategory}
          testId="contents-category" minWidth={240} />
      </Stack>
      {(tags.data?.length ?? 0) > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('contents.tags')}>
          {tags.data!.map((tag) => (
            <TagChip key={tag.documentId} tag={tag} filled={selected.includes(tag.documentId)} onClick={() => toggle(tag.documentId)}
              aria-pressed={selected.includes(tag.documentId)} data-testid={`tag-${tag.documentId}`} />
          ))}
        </Stack>
      )}
      {(posts.isPending || tags.isPending) && <LinearProgress aria-label={t('common.loading')} />}
      {posts.isError && <Alert severity="error" role="alert">{t('err.failedToLoadContents')}</Alert>}
      {posts.isSuccess && !tags.isPending && shown.length === 0 && <Alert severity="info" data-testid="contents-empty">{t('contents.empty')}</Alert>}
      <Grid container spacing={2}>
        {/* The cards wait for the tag chips above them, which would otherwise push them down. */}
        {!tags.isPending && shown.map((post, index) => (
          <Grid key={post.documentId} size={{ xs: 12, sm: 6, md: 4 }}>
            <ContentCard post={post} href={detailHref(post.url)} eager={index < FIRST_ROW} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
