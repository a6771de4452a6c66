import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { isValidCpf } from '@portal/domain';
import { FormMasked } from '@/components/form/bound-fields.tsx';
import type { FirstMedicineValues, PatientLookup as LookupState } from './first-medicine-values.ts';

export interface PatientLookupProps {
  state: LookupState;
  searching: boolean;
  /** Called with a valid CPF's digits on Buscar (or Enter in the field). */
  onSearch: (cpf: string) => void;
  /** The CPF changed after a lookup: the patient is unknown again. */
  onCpfChanged: () => void;
}

/** Spec §4 Patient lookup: the CPF, Buscar, and which form follows. */
export function PatientLookup({ state, searching, onSearch, onCpfChanged }: PatientLookupProps) {
  const { t } = useTranslation();
  const form = useFormContext<FirstMedicineValues>();
  const search = () => {
    const cpf = form.getValues('cpf').replace(/\D/g, '');
    if (!isValidCpf(cpf)) {
      form.setError('cpf', { message: 'validation.invalidCpf' }, { shouldFocus: true });
      return;
    }
    form.clearErrors('cpf');
    onSearch(cpf);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
            e.preventDefault();
            search();
          }
        }}>
        <Box sx={{ flex: 1, width: '100%' }}>
          <FormMasked control={form.control} name="cpf" mask="cpf" label={t('firstMedicine.cpf')} required testId="fm-cpf"
            onTyped={() => { if (state !== 'unknown') onCpfChanged(); }} />
        </Box>
        <Button variant="outlined" size="large" onClick={search} disabled={searching} data-testid="fm-search"
          sx={{ minHeight: 56, width: { xs: '100%', sm: 'auto' } }}>
          {searching ? t('firstMedicine.searching') : t('firstMedicine.search')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" data-testid="fm-lookup-state" data-state={state}>
        {state === 'unknown' && !searching && <Alert severity="info" variant="outlined">{t('firstMedicine.lookupHint')}</Alert>}
        {state === 'registered' && <Alert severity="success">{t('firstMedicine.registered')}</Alert>}
        {state === 'notRegistered' && <Alert severity="warning">{t('firstMedicine.notRegistered')}</Alert>}
      </Box>
    </Box>
  );
}
