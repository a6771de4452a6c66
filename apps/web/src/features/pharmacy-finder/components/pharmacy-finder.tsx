import { lazy, Suspense, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation, withFullCatalogue } from '@/lib/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAccredited, type AccreditedSearch } from '../api/get-accredited.ts';
import { useMapConfig } from '../api/get-map-config.ts';
import { CepSearchForm } from './cep-search-form.tsx';
import { PharmacyList } from './pharmacy-list.tsx';

/** Leaflet is its own chunk, fetched only when the map is shown. */
const PharmacyMap = lazy(() => import('./pharmacy-map.tsx'));
/** The address search (MUI's Autocomplete and Popper) is fetched when its tab is chosen. */
const AddressSearch = lazy(() => withFullCatalogue(import('./address-search.tsx')).then((m) => ({ default: m.AddressSearch })));

export interface PharmacyFinderProps {
  /** The procedure code of the patient's public link (`/p/{code}`): it names the programme. */
  code: string;
  /** Accepted for the caller's convenience; the programme searched is always the code's. */
  programId?: number;
}

type Mode = 'cep' | 'address';
type View = 'list' | 'map';

/**
 * Spec §5 Pharmacy search (the page that shows it gives the heading): accredited pharmacies near a CEP or an address, as a list (always
 * available) or on a map. 'No pharmacy found' and a service failure are messages, never a blank screen.
 */
export function PharmacyFinder({ code }: PharmacyFinderProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('cep');
  const [view, setView] = useState<View>('list');
  const [search, setSearch] = useState<AccreditedSearch | null>(null);
  const found = useAccredited(code, search);
  const mapConfig = useMapConfig(view === 'map');
  const onSearch = useCallback((next: AccreditedSearch | null) => setSearch(next), []);
  const notFound = found.error instanceof ApiError && found.error.code === 'accreditedNotFound';
  const pharmacies = found.data ?? [];

  return (
    <Stack spacing={2} data-testid="pharmacy-finder">
      <Tabs value={mode} onChange={(_e, value: Mode) => setMode(value)} variant="fullWidth" aria-label={t('pharmacyFinder.title')}>
        <Tab value="cep" label={t('pharmacyFinder.byCep')} data-testid="pharmacy-mode-cep" />
        <Tab value="address" label={t('pharmacyFinder.byAddress')} data-testid="pharmacy-mode-address" />
      </Tabs>
      {mode === 'cep' ? <CepSearchForm onSearch={onSearch} busy={found.isFetching} /> : (
        <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}><AddressSearch onSearch={onSearch} /></Suspense>
      )}

      <Box aria-live="polite">
        {found.isFetching && <Stack direction="row" spacing={1} alignItems="center"><CircularProgress size={20} /><span>{t('pharmacyFinder.searching')}</span></Stack>}
        {!found.isFetching && notFound && <Alert severity="info" data-testid="pharmacy-not-found">{t('err.accreditedNotFound')}</Alert>}
        {!found.isFetching && found.isError && !notFound && <Alert severity="error" data-testid="pharmacy-failed">{t('err.failedToLoadPharmacies')}</Alert>}
        {!found.isFetching && found.isSuccess && <Typography data-testid="pharmacy-count">{t('pharmacyFinder.found', { count: pharmacies.length })}</Typography>}
      </Box>

      {found.isSuccess && pharmacies.length > 0 && (
        <>
          <ToggleButtonGroup exclusive size="small" value={view} onChange={(_e, value: View | null) => { if (value) setView(value); }} aria-label={t('pharmacyFinder.title')}>
            <ToggleButton value="list" data-testid="pharmacy-view-list">{t('pharmacyFinder.listView')}</ToggleButton>
            <ToggleButton value="map" data-testid="pharmacy-view-map">{t('pharmacyFinder.mapView')}</ToggleButton>
          </ToggleButtonGroup>
          {view === 'list' ? <PharmacyList pharmacies={pharmacies} /> : (
            <Stack spacing={1}>
              {mapConfig.isPending ? <CircularProgress aria-label={t('common.loading')} /> : (
                <>
                  {!mapConfig.data?.tileUrl && <Alert severity="info">{t('pharmacyFinder.mapUnavailable')}</Alert>}
                  <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
                    <PharmacyMap pharmacies={pharmacies} config={mapConfig.data ?? { tileUrl: null, attribution: null }} label={t('pharmacyFinder.mapView')} />
                  </Suspense>
                </>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
