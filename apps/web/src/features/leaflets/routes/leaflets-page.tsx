import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useProgramProducts } from '@/lib/catalog/get-program-products.ts';
import { groupByInitial } from '@/lib/text/group-by-initial.ts';
import { leafletUrl } from '../leaflet-url.ts';

/** /medicine/leaflets (Bula de medicamentos): text filter and product cards under their initials. */
export function LeafletsPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const products = useProgramProducts(programId);
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => groupByInitial(products.data ?? [], filter), [products.data, filter]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('leaflets.title')}</Typography>
      <Typography color="text.secondary">{t('leaflets.intro')}</Typography>
      <TextField label={t('leaflets.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ maxWidth: 420 }}
        slotProps={{ htmlInput: { 'data-testid': 'leaflets-filter' } }} />
      {products.isPending && <LinearProgress />}
      {products.isError && <Alert severity="error">{t('err.failedToLoadData')}</Alert>}
      {products.isSuccess && groups.length === 0 && <Alert severity="info">{t('leaflets.empty')}</Alert>}
      {groups.map(([initial, items]) => (
        <Stack key={initial} spacing={1} component="section" aria-labelledby={`leaflets-${initial}`}>
          <Typography id={`leaflets-${initial}`} variant="h6" component="h2" color="primary">{initial}</Typography>
          <Grid container spacing={2}>
            {items.map((product) => (
              <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card variant="outlined">
                  <CardActionArea href={leafletUrl(product.name)} target="_blank" rel="noopener noreferrer"
                    aria-label={t('leaflets.openLeaflet', { name: product.name })} data-testid={`leaflet-${product.id}`}>
                    <CardContent>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                        <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
                        <OpenInNew fontSize="small" color="action" aria-hidden />
                      </Stack>
                      {product.activeIngredients && <Typography variant="body2" color="text.secondary">{product.activeIngredients}</Typography>}
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Stack>
      ))}
    </Stack>
  );
}
