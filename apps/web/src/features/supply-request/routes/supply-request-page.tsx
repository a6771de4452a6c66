import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { quantityOptions } from '@portal/domain';
import { FormSelect } from '@/components/crud/index.ts';
import { FormSection } from '@/components/form/form-section.tsx';
import { RequestSentNotice, type SentRequest } from '@/components/request-sent-notice.tsx';
import { StockChip } from '@/components/stock-chip/index.ts';
import { DoctorProgramNotice } from '@/features/doctors/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useRequestSubmit } from '@/lib/forms/use-request-submit.ts';
import { toast, type ToastVariant } from '@/lib/toast.ts';
import { useCreateSupplyRequest, useSavedAddresses, useSupplies, useSupplyGroups } from '../api/queries.ts';
import { RecipientSection } from '../components/recipient-section.tsx';
import { emptySupplyRequest, supplyResolver, toRequestBody, type SupplyRequestValues, type SupplyRules } from '../components/supply-values.ts';

const idOf = (value: number | '') => (value === '' ? undefined : value);

/** Spec §8 Supply: a message holding ' | ' is a main error and a second, informative toast. */
function showSplit(message: string, variant: ToastVariant) {
  const [main, ...rest] = message.split(' | ');
  toast(main!, variant);
  if (rest.length > 0) toast(rest.join(' | '), 'info');
}

/** /supply/request (spec §2 "Supply request", §5, §8): a doctor orders kits to a saved or new address. */
export function SupplyRequestPage() {
  const { t } = useTranslation();
  const user = useSession().user;
  const programId = user?.programId;
  const [rules, setRules] = useState<SupplyRules | undefined>(undefined);
  const form = useForm<SupplyRequestValues, SupplyRules | undefined>({ defaultValues: emptySupplyRequest(), resolver: supplyResolver, context: rules });
  const [supplyGroupId, supplyId] = useWatch({ control: form.control, name: ['supplyGroupId', 'supplyId'] });

  const groups = useSupplyGroups(programId);
  const supplies = useSupplies(idOf(supplyGroupId));
  const saved = useSavedAddresses(programId, user?.id);
  const supply = supplies.data?.find((s) => s.id === supplyId);
  const next = supply && programId !== undefined && saved.data ? { programId, supply, saved: saved.data } : undefined;
  if (rules?.supply !== next?.supply || rules?.saved !== next?.saved) setRules(next);

  // Choosing a group clears the kit; choosing a kit starts the rest over (its institution preselected when only one).
  const chosen = useRef({ supplyGroupId, supplyId });
  useEffect(() => {
    if (chosen.current.supplyGroupId === supplyGroupId && chosen.current.supplyId === supplyId) return;
    const keepKit = chosen.current.supplyGroupId === supplyGroupId;
    chosen.current = { supplyGroupId, supplyId: keepKit ? supplyId : '' };
    form.reset(emptySupplyRequest(supplyGroupId, keepKit ? supplyId : ''));
  }, [form, supplyGroupId, supplyId]);
  useEffect(() => {
    if (supply?.institutions.length === 1) form.setValue('institutionId', supply.institutions[0]!.id);
  }, [form, supply]);

  const [sent, setSent] = useState<SentRequest | null>(null);
  const create = useCreateSupplyRequest();
  const { submit: send, sending } = useRequestSubmit(form.setError, {
    fallback: 'err.failedToRequestSupply',
    show: showSplit,
    codes: { kitAlreadyRequested: {}, insufficientKits: { field: 'quantity' }, insufficientInventory: { field: 'quantity' }, supplyNotAllowed: {} },
  });
  const submit = form.handleSubmit(async (values) => {
    if (!rules) return;
    await send(async () => {
      const answer = await create.mutateAsync(toRequestBody(values, rules));
      setSent({ id: answer.id, code: answer.code, message: t(answer.messageKey) });
      form.reset(emptySupplyRequest(values.supplyGroupId, values.supplyId));
      if (rules.supply.institutions.length === 1) form.setValue('institutionId', rules.supply.institutions[0]!.id);
    });
  });

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } };
  return (
    <FormProvider {...form}>
      <DoctorProgramNotice />
      <Stack spacing={3} component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="supply-request-form">
        <Typography variant="h5" component="h1">{t('supplyRequest.title')}</Typography>
        {sent && <RequestSentNotice sent={sent} onClose={() => setSent(null)} />}
        <FormSection title={t('supplyRequest.kitTitle')}>
          <Box sx={grid}>
            <FormSelect control={form.control} name="supplyGroupId" label={t('supplyRequest.supplyGroup')} required testId="supplyGroupId"
              options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))} />
            <FormSelect control={form.control} name="supplyId" label={t('supplyRequest.supply')} required testId="supplyId"
              options={(supplies.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
            {supply && supply.institutions.length > 0 && (
              <FormSelect control={form.control} name="institutionId" label={t('supplyRequest.institution')} required testId="institutionId"
                options={supply.institutions.map((i) => ({ value: i.id, label: i.name }))} />
            )}
            {supply && (
              <FormSelect control={form.control} name="quantity" label={t('supplyRequest.quantity')} required testId="quantity"
                options={quantityOptions(supply.maxQuantityPerRequest).map((n) => ({ value: n, label: String(n) }))} />
            )}
          </Box>
          {supply && programId !== undefined && (
            <Box><StockChip programId={programId} inventory="SUPPLY" groupId={supply.supplyGroupId} itemId={supply.id} label="requestStock.label" unlimitedLabel="requestStock.unlimited" testId="stock-chip" /></Box>
          )}
        </FormSection>
        {!rules && <Typography color="text.secondary">{t('supplyRequest.pickFirst')}</Typography>}
        {rules && (
          <>
            <FormSection title={t('supplyRequest.recipientTitle')} testId="section-recipient">
              <RecipientSection supply={rules.supply} saved={rules.saved} />
            </FormSection>
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={sending} data-testid="supply-request-submit" sx={{ width: { xs: '100%', sm: 'auto' } }}>
                {sending ? t('supplyRequest.sending') : t('supplyRequest.submit')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </FormProvider>
  );
}
