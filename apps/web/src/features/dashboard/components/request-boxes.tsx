import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useProgramProducts } from '@/lib/catalog/get-program-products.ts';
import { awaitsData, useDeferredArrival } from '@/lib/use-deferred-arrival.ts';
import { RequestBox } from './request-box.tsx';

/** The medication-release box lists the programme's participating products. */
function ParticipatingProducts({ programId }: { programId: number }) {
  const { t } = useTranslation();
  // The products' arrival renders the chips in slices, not in the store's synchronous update.
  const products = useDeferredArrival(useProgramProducts(programId), awaitsData);
  if (!products.data) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" id="dashboard-products">{t('dashboard.medicationRelease.productsTitle')}</Typography>
      {products.data.length === 0
        ? <Typography variant="body2">{t('dashboard.medicationRelease.noProducts')}</Typography>
        : (
          <Box component="ul" aria-labelledby="dashboard-products" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {products.data.map((p) => <li key={p.id}><Chip label={p.name} size="small" /></li>)}
          </Box>
        )}
    </Box>
  );
}

/**
 * Spec §2 Dashboard: the medication-release, exam-request and procedure-request boxes, each only
 * when its request screen is allowed (the module enabled for programme and user).
 */
export const RequestBoxes = memo(function RequestBoxes({ allowedKeys, programId }: { allowedKeys: ReadonlySet<string>; programId: number }) {
  const { t } = useTranslation();
  const boxes = [
    allowedKeys.has('medicationsRelease') && (
      <RequestBox key="medicationsRelease" routeKey="medicationsRelease" title={t('dashboard.medicationRelease.title')}
        text={t('dashboard.medicationRelease.text')} action={t('dashboard.medicationRelease.action')}>
        <ParticipatingProducts programId={programId} />
      </RequestBox>
    ),
    allowedKeys.has('examsRequest') && (
      <RequestBox key="examsRequest" routeKey="examsRequest" title={t('dashboard.examRequest.title')}
        text={t('dashboard.examRequest.text')} action={t('dashboard.examRequest.action')} />
    ),
    allowedKeys.has('patientProceduresRequest') && (
      <RequestBox key="patientProceduresRequest" routeKey="patientProceduresRequest" title={t('dashboard.procedureRequest.title')}
        text={t('dashboard.procedureRequest.text')} action={t('dashboard.procedureRequest.action')} />
    ),
  ].filter(Boolean);
  if (boxes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-requests">
      <Typography id="dashboard-requests" variant="h6" component="h2" gutterBottom>{t('dashboard.requestsTitle')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>{boxes}</Box>
    </Box>
  );
});
