import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, formatTime, type FhirClient } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { FhirClientForm } from '../components/fhir-client-form.tsx';
import { useFhirClients, useFhirExports, useRegisterFhirClient, useRevokeFhirClient, useRotateFhirClientKey } from '../api/fhir-clients.ts';

const when = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : '');
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/**
 * /fhir-clients: the programme's SMART backend clients (register, rotate key, revoke, last use) and
 * its Bulk Data exports (who, when, size, expiry) — decisions 0083 and 0084.
 */
export function FhirClientsPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  // Without the partners module (a system administrator still opens this screen) the clients are
  // suspended by the server (decision 0094): say so rather than "active".
  const { program } = useCurrentProgram();
  const suspended = program !== undefined && !program.modules.includes('partners');
  const clients = useFhirClients(programId);
  const exports = useFhirExports(programId);
  const register = useRegisterFhirClient();
  const revoke = useRevokeFhirClient();
  const [created, setCreated] = useState<string | null>(null);
  const [rotating, setRotating] = useState<FhirClient | null>(null);
  const [revoking, setRevoking] = useState<FhirClient | null>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" component="h1">{t('fhirClients.title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('fhirClients.intro')}</Typography>
      {suspended && <Alert severity="warning" data-testid="fhir-clients-suspended">{t('fhirClients.suspendedNotice')}</Alert>}
      <Card variant="outlined"><CardContent>
        <FhirClientForm programId={programId} busy={register.isPending}
          onSubmit={(values) => void register.mutateAsync(values).then((r) => setCreated(r.clientId))} />
        {created && <Alert severity="success" sx={{ mt: 2 }} data-testid="fhir-client-created">{t('fhirClients.created', { clientId: created })}</Alert>}
      </CardContent></Card>
      <Card variant="outlined"><CardContent>
        <Table size="small" data-testid="fhir-clients-table">
          <TableHead><TableRow>
            <TableCell>{t('fhirClients.name')}</TableCell><TableCell>{t('fhirClients.clientId')}</TableCell>
            <TableCell>{t('fhirClients.scope')}</TableCell><TableCell>{t('fhirClients.createdAt')}</TableCell>
            <TableCell>{t('fhirClients.lastUsedAt')}</TableCell><TableCell>{t('fhirClients.status')}</TableCell><TableCell />
          </TableRow></TableHead>
          <TableBody>
            {clients.data?.items.length === 0 && <TableRow><TableCell colSpan={7}>{t('fhirClients.empty')}</TableCell></TableRow>}
            {clients.data?.items.map((c) => (
              <TableRow key={c.clientId}>
                <TableCell>{c.name}<Typography variant="caption" display="block" color="text.secondary">{c.createdBy}</Typography></TableCell>
                <TableCell><code>{c.clientId}</code></TableCell>
                <TableCell>{c.scope}</TableCell>
                <TableCell>{when(c.createdAt)}</TableCell>
                <TableCell>{when(c.lastUsedAt) || t('fhirClients.never')}</TableCell>
                <TableCell>{c.revokedAt ? t('fhirClients.revoked', { date: when(c.revokedAt) }) : t(suspended ? 'fhirClients.suspended' : 'fhirClients.active')}</TableCell>
                <TableCell>
                  {!c.revokedAt && (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => setRotating(c)}>{t('fhirClients.rotate')}</Button>
                      <Button size="small" color="error" onClick={() => setRevoking(c)}>{t('fhirClients.revoke')}</Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent></Card>
      <Card variant="outlined"><CardContent>
        <Typography variant="subtitle1" component="h2">{t('fhirClients.exportsTitle')}</Typography>
        <Table size="small" data-testid="fhir-exports-table">
          <TableHead><TableRow>
            <TableCell>{t('fhirClients.exportWho')}</TableCell><TableCell>{t('fhirClients.exportWhen')}</TableCell>
            <TableCell>{t('fhirClients.exportTypes')}</TableCell><TableCell>{t('fhirClients.exportStatus')}</TableCell>
            <TableCell>{t('fhirClients.exportSize')}</TableCell><TableCell>{t('fhirClients.exportExpiry')}</TableCell>
          </TableRow></TableHead>
          <TableBody>
            {exports.data?.items.length === 0 && <TableRow><TableCell colSpan={6}>{t('fhirClients.exportsEmpty')}</TableCell></TableRow>}
            {exports.data?.items.map((e) => (
              <TableRow key={e.id}>
                <TableCell>{e.clientName ?? e.requestedBy}</TableCell>
                <TableCell>{when(e.createdAt)}</TableCell>
                <TableCell>{e.types.join(', ')}</TableCell>
                <TableCell>{t(`fhirClients.exportStatuses.${e.status}`)}</TableCell>
                <TableCell>{t('fhirClients.exportResources', { count: e.resources })} · {size(e.bytes)}</TableCell>
                <TableCell>{when(e.expiresAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent></Card>
      {rotating && <RotateDialog client={rotating} onClose={() => setRotating(null)} />}
      <Dialog open={Boolean(revoking)} onClose={() => setRevoking(null)}>
        <DialogContent>{revoking && t('fhirClients.revokeConfirm', { name: revoking.name })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>{t('common.cancel')}</Button>
          <Button color="error" onClick={() => { if (revoking) void revoke.mutateAsync(revoking.clientId).then(() => setRevoking(null)); }}>{t('fhirClients.revoke')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** Replaces a client's public key set. */
function RotateDialog({ client, onClose }: { client: FhirClient; onClose: () => void }) {
  const { t } = useTranslation();
  const rotate = useRotateFhirClientKey();
  const [jwks, setJwks] = useState('');
  const [failed, setFailed] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth>
      <DialogTitle>{t('fhirClients.rotateTitle', { name: client.name })}</DialogTitle>
      <DialogContent>
        <TextField label={t('fhirClients.jwks')} value={jwks} onChange={(e) => setJwks(e.target.value)} fullWidth multiline rows={6} sx={{ mt: 1 }}
          error={failed} helperText={failed ? t('validation.fhirJwks') : t('fhirClients.jwksHelp')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={rotate.isPending}
          onClick={() => void rotate.mutateAsync({ clientId: client.clientId, jwks }).then(onClose, () => setFailed(true))}>{t('fhirClients.rotate')}</Button>
      </DialogActions>
    </Dialog>
  );
}
