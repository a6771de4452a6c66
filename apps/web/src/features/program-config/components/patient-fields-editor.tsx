import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PATIENT_FIELDS, type PatientField, type PatientFieldConfig } from '@portal/domain';
import { toast } from '@/lib/toast.ts';
import { usePatientFields, useSavePatientFields, type ConfigGroup } from '../api/field-configs.ts';

type Row = { visible: boolean; required: boolean };
const hidden: Row = { visible: false, required: false };

/** Spec §3 Patient field config of a group: each patient field visible or not, required or not, saved at once. */
export function PatientFieldsEditor({ group }: { group: ConfigGroup }) {
  const query = usePatientFields(group);
  // The table starts from the saved set; a refetch after saving starts it again.
  return <PatientFieldsTable key={query.dataUpdatedAt} group={group} saved={query.data} loading={query.isLoading} />;
}

const initialRows = (saved: readonly PatientFieldConfig[] = []) => {
  const byField = new Map(saved.map((r) => [r.field, { visible: r.visible, required: r.required }]));
  return Object.fromEntries(PATIENT_FIELDS.map((f) => [f, byField.get(f) ?? hidden])) as Record<PatientField, Row>;
};

function PatientFieldsTable({ group, saved, loading }: { group: ConfigGroup; saved: readonly PatientFieldConfig[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const save = useSavePatientFields(group);
  const [rows, setRows] = useState(() => initialRows(saved));

  const set = (field: PatientField, key: keyof Row, value: boolean) => setRows((current) => {
    const next = { ...current[field], [key]: value };
    // A required field is shown; a hidden one is not required.
    if (key === 'required' && value) next.visible = true;
    if (key === 'visible' && !value) next.required = false;
    return { ...current, [field]: next };
  });

  const onSave = async () => {
    try {
      await save.mutateAsync({ fields: PATIENT_FIELDS.filter((f) => rows[f].visible).map((f) => ({ field: f, ...rows[f] })) });
      toast(t('msg.successToSaveFieldConfigs'), 'success');
    } catch {
      toast(t('err.failedToSaveFieldConfigs'), 'error');
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 880 }} data-testid="patient-fields">
      <CardContent>
        <Typography variant="h6" component="h2">{t('fieldConfigs.patientTitle')}</Typography>
        <Table size="small" aria-label={t('fieldConfigs.patientTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fieldConfigs.field')}</TableCell>
              <TableCell align="center">{t('fieldConfigs.visible')}</TableCell>
              <TableCell align="center">{t('fieldConfigs.required')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PATIENT_FIELDS.map((field) => {
              const label = t(`fieldConfigs.patientField.${field}`);
              return (
                <TableRow key={field}>
                  <TableCell>{label}</TableCell>
                  {(['visible', 'required'] as const).map((key) => (
                    <TableCell key={key} align="center" padding="checkbox">
                      <Checkbox checked={rows[field][key]} onChange={(e) => set(field, key, e.target.checked)}
                        slotProps={{ input: { 'aria-label': `${label}: ${t(`fieldConfigs.${key}`)}`, 'data-testid': `patient-field-${field}-${key}` } as object }} />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => void onSave()} disabled={save.isPending || loading}
          data-testid="patient-fields-save">{t('fieldConfigs.savePatient')}</Button>
      </CardContent>
    </Card>
  );
}
