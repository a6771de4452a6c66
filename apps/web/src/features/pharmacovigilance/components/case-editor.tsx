import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADVERSE_EVENT_OUTCOMES, CAUSALITY_RESULTS, DRUG_ROLES, PATIENT_NULL_FLAVORS, PATIENT_SEXES, REPORTER_QUALIFICATIONS, SERIOUSNESS_CRITERIA,
  type CaseCoding, type CaseVersionBody, type MeddraTerm,
} from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useMeddraSearch } from '../api/pv-api.ts';

type Coding = CaseCoding;
type Reaction = Coding['reactions'][number];
type Product = Coding['products'][number];

const NEW_REACTION: Reaction = { reportedTerm: '', meddraVersion: null, lltCode: null, onsetDate: null, endDate: null, outcome: 'UNKNOWN' };
const NEW_PRODUCT: Product = { role: 'CONCOMITANT', nameAsReported: '', productId: null, doseValue: null, doseUnit: null, route: null, whoDrugCode: null };
const orNull = (v: string) => (v.trim() === '' ? null : v);

/** The MedDRA LLT of one reaction, searched by name or code in the programme's release. */
function LltPicker({ reaction, onPick }: { reaction: Reaction; onPick: (term: MeddraTerm | null) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  // The term picked here keeps its name; a code saved in an earlier version shows as its code.
  const [picked, setPicked] = useState<MeddraTerm | null>(null);
  const search = useMeddraSearch(q);
  const current: MeddraTerm | null = !reaction.lltCode ? null : picked?.lltCode === reaction.lltCode ? picked
    : { lltCode: reaction.lltCode, lltName: '', ptCode: '', ptName: null, version: reaction.meddraVersion ?? '' };
  return (
    <Stack spacing={0.5}>
      <Autocomplete
        options={search.data ?? []}
        value={current}
        filterOptions={(x) => x}
        getOptionLabel={(o) => (o.lltName ? `${o.lltCode} · ${o.lltName}` : o.lltCode)}
        isOptionEqualToValue={(a, b) => a.lltCode === b.lltCode}
        onInputChange={(_, value, why) => { if (why === 'input') setQ(value); }}
        onChange={(_, value) => { setPicked(value); onPick(value); }}
        loading={search.isFetching}
        renderInput={(params) => <TextField {...params} size="small" label={t('pvCases.meddraSearch')}/>}
      />
      {reaction.lltCode && <Typography variant="caption">{t('pvCases.meddraCoded', { code: reaction.lltCode, version: reaction.meddraVersion ?? '' })}</Typography>}
    </Stack>
  );
}

export interface CaseEditorProps {
  initial: CaseCoding;
  saving?: boolean;
  onSave: (coding: CaseVersionBody) => void;
}

/**
 * The triage and coding of a case (decision 0087): reporter, the six seriousness criteria, reactions
 * with their MedDRA LLT, products, causality, narrative and the minimised patient. Saving makes a new
 * version; nothing edits the report or an earlier version.
 */
export function CaseEditor({ initial, saving = false, onSave }: CaseEditorProps) {
  const { t } = useTranslation();
  const [c, setC] = useState<Coding>(initial);
  const set = <K extends keyof Coding>(key: K, value: Coding[K]) => setC((prev) => ({ ...prev, [key]: value }));
  const setReaction = (i: number, patch: Partial<Reaction>) => set('reactions', c.reactions.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const setProduct = (i: number, patch: Partial<Product>) => set('products', c.products.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  const setPatient = (patch: Partial<Coding['patient']>) => set('patient', { ...c.patient, ...patch });
  const select = (label: string, value: string, options: readonly string[], labelOf: (o: string) => string, onChange: (v: string) => void, testId?: string) => (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180, '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal' } }} slotProps={{ htmlInput: { 'data-testid': testId } }}>
      {options.map((o) => <MenuItem key={o} value={o}>{labelOf(o)}</MenuItem>)}
    </TextField>
  );
  return (
    <Stack component="form" spacing={2} data-testid="pv-case-editor" onSubmit={(e) => { e.preventDefault(); onSave(c); }}>
      <Typography variant="h6" component="h2">{t('pvCases.reporter')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {select(t('pvCases.qualification'), c.reporterQualification ?? '', REPORTER_QUALIFICATIONS, (o) => t(`pvCases.qualifications.${o}`),
          (v) => set('reporterQualification', v as Coding['reporterQualification']), 'pv-qualification')}
        <TextField size="small" label={t('pvCases.country')} value={c.reporterCountry ?? ''} onChange={(e) => set('reporterCountry', orNull(e.target.value.toUpperCase()))} slotProps={{ htmlInput: { maxLength: 2 } }} />
      </Stack>

      <Typography variant="h6" component="h2">{t('pvCases.seriousness')}</Typography>
      <FormGroup row>
        {SERIOUSNESS_CRITERIA.map((k) => (
          <FormControlLabel key={k} label={t(`pvCases.criteria.${k}`)}
            control={<Checkbox checked={c.seriousness[k]} onChange={(e) => set('seriousness', { ...c.seriousness, [k]: e.target.checked })} slotProps={{ input: { 'aria-label': t(`pvCases.criteria.${k}`) } }} />} />
        ))}
      </FormGroup>

      <Typography variant="h6" component="h2">{t('pvCases.reactions')}</Typography>
      {c.reactions.map((r, i) => (
        <Stack key={i} spacing={1} data-testid={`pv-reaction-${i}`}>
          <Typography variant="subtitle2">{t('pvCases.reaction', { n: i + 1 })}</Typography>
          <TextField size="small" multiline label={t('pvCases.reportedTerm')} value={r.reportedTerm} onChange={(e) => setReaction(i, { reportedTerm: e.target.value })} />
          <LltPicker reaction={r} onPick={(term) => setReaction(i, { lltCode: term?.lltCode ?? null, meddraVersion: term?.version ?? null })} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField size="small" type="date" label={t('pvCases.onsetDate')} value={r.onsetDate ?? ''} onChange={(e) => setReaction(i, { onsetDate: orNull(e.target.value) })} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" type="date" label={t('pvCases.endDate')} value={r.endDate ?? ''} onChange={(e) => setReaction(i, { endDate: orNull(e.target.value) })} slotProps={{ inputLabel: { shrink: true } }} />
            {select(t('pvCases.outcome'), r.outcome, ADVERSE_EVENT_OUTCOMES, (o) => t(`adverseEvents.outcomes.${o}`), (v) => setReaction(i, { outcome: v as Reaction['outcome'] }))}
          </Stack>
          {c.reactions.length > 1 && <Button size="small" onClick={() => set('reactions', c.reactions.filter((_, k) => k !== i))}>{t('pvCases.remove')}</Button>}
        </Stack>
      ))}
      <Button size="small" onClick={() => set('reactions', [...c.reactions, NEW_REACTION])} data-testid="pv-add-reaction">{t('pvCases.addReaction')}</Button>

      <Typography variant="h6" component="h2">{t('pvCases.products')}</Typography>
      {c.products.map((p, i) => (
        <Stack key={i} direction={{ xs: 'column', md: 'row' }} spacing={1} useFlexGap flexWrap="wrap" data-testid={`pv-product-${i}`}>
          {select(t('pvCases.role'), p.role, DRUG_ROLES, (o) => t(`pvCases.roles.${o}`), (v) => setProduct(i, { role: v as Product['role'] }))}
          <TextField size="small" label={t('pvCases.nameAsReported')} value={p.nameAsReported} onChange={(e) => setProduct(i, { nameAsReported: e.target.value })} />
          <TextField size="small" type="number" label={t('pvCases.dose')} value={p.doseValue ?? ''} onChange={(e) => setProduct(i, { doseValue: e.target.value === '' ? null : Number(e.target.value) })} sx={{ maxWidth: { md: 110 } }} />
          <TextField size="small" label={t('pvCases.doseUnit')} value={p.doseUnit ?? ''} onChange={(e) => setProduct(i, { doseUnit: orNull(e.target.value) })} sx={{ maxWidth: { md: 100 } }} />
          <TextField size="small" label={t('pvCases.route')} value={p.route ?? ''} onChange={(e) => setProduct(i, { route: orNull(e.target.value) })} />
          <TextField size="small" label={t('pvCases.whoDrug')} value={p.whoDrugCode ?? ''} onChange={(e) => setProduct(i, { whoDrugCode: orNull(e.target.value) })} />
          {c.products.length > 1 && <Button size="small" onClick={() => set('products', c.products.filter((_, k) => k !== i))}>{t('pvCases.remove')}</Button>}
        </Stack>
      ))}
      <Button size="small" onClick={() => set('products', [...c.products, NEW_PRODUCT])}>{t('pvCases.addProduct')}</Button>

      {select(t('pvCases.causality'), c.causality ?? 'none', ['none', ...CAUSALITY_RESULTS], (o) => t(`pvCases.causalities.${o}`),
        (v) => set('causality', v === 'none' ? null : v as Coding['causality']))}
      <TextField label={t('pvCases.narrative')} multiline minRows={4} value={c.narrative} onChange={(e) => set('narrative', e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'pv-narrative' } }} />

      <Divider />
      <Typography variant="h6" component="h2">{t('pvCases.patient')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} flexWrap="wrap" useFlexGap>
        <TextField size="small" label={t('pvCases.initials')} value={c.patient.initials ?? ''} onChange={(e) => setPatient({ initials: orNull(e.target.value) })} slotProps={{ htmlInput: { maxLength: 10 } }} />
        {select(t('pvCases.nullFlavor'), c.patient.nullFlavor ?? 'none', ['none', ...PATIENT_NULL_FLAVORS], (o) => t(`pvCases.nullFlavors.${o}`),
          (v) => setPatient({ nullFlavor: v === 'none' ? null : v as Coding['patient']['nullFlavor'] }))}
        <TextField size="small" type="date" label={t('pvCases.birthDate')} value={c.patient.birthDate ?? ''} onChange={(e) => setPatient({ birthDate: orNull(e.target.value) })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="number" label={t('pvCases.ageYears')} value={c.patient.ageYears ?? ''} onChange={(e) => setPatient({ ageYears: e.target.value === '' ? null : Number(e.target.value) })} sx={{ maxWidth: 140 }} />
        {select(t('pvCases.sex'), c.patient.sex ?? 'none', ['none', ...PATIENT_SEXES], (o) => t(`pvCases.sexes.${o}`),
          (v) => setPatient({ sex: v === 'none' ? null : v as Coding['patient']['sex'] }))}
      </Stack>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={saving} data-testid="pv-save">{t('pvCases.save')}</Button>
      </Stack>
    </Stack>
  );
}
