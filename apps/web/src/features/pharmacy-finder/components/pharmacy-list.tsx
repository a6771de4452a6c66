import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatCep, type AccreditedPharmacy } from '@portal/domain';

/** The pharmacies as a list: works with no map at all (offline, no tiles, screen readers). */
export function PharmacyList({ pharmacies }: { pharmacies: readonly AccreditedPharmacy[] }) {
  const { t } = useTranslation();
  return (
    <List data-testid="pharmacy-list" disablePadding>
      {pharmacies.map((p) => (
        <ListItem key={`${p.name}-${p.lat}-${p.lng}`} divider alignItems="flex-start" data-testid="pharmacy-item">
          <ListItemText
            primary={p.name}
            secondary={(
              <>
                {`${p.address} – ${p.city}/${p.uf} – ${formatCep(p.postalCode)}`}
                <br />
                {p.phone && <Link href={`tel:${p.phone.replace(/\D/g, '')}`}>{t('pharmacyFinder.phone', { phone: p.phone })}</Link>}
              </>
            )}
            slotProps={{ primary: { component: 'h3', variant: 'subtitle1' }, secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
