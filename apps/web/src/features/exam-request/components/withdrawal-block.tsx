import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DOCUMENT_TYPES, LOGISTIC_TYPES, PICK_UP_TIMES, RECIPIENT_TYPES, type ExamGroup } from '@portal/domain';
import { AddressBlock } from '@/components/address/address-block.tsx';
import { FormSelect, FormText } from '@/components/crud/index.ts';
import type { ExamRequestValues } from './exam-request-values.ts';
import { MaskedField } from '@/components/request-patient/index.ts';
import { WithdrawalDates } from './withdrawal-dates.tsx';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/**
 * Spec §5 sample withdrawal: logistics, recipient, the requester's document (only CPF with
 * CORREIOS), pick-up time for a logistics company, the address and up to four dates.
 */
export function WithdrawalBlock({ group }: { group: ExamGroup }) {
  const { t } = useTranslation();
  const form = useFormContext<ExamRequestValues>();
  const [logisticType, documentType] = useWatch({ control: form.control, name: ['logisticType', 'userAddress.documentType'] });
  const documents = logisticType === 'CORREIOS' ? (['cpf'] as const) : DOCUMENT_TYPES;
  const recipients = group.sampleWithdrawalRecipientTypes.length > 0 ? group.sampleWithdrawalRecipientTypes : RECIPIENT_TYPES;

  // CORREIOS offers only a CPF requester: a CNPJ chosen before is dropped.
  useEffect(() => {
    if (logisticType === 'CORREIOS' && documentType === 'cnpj') form.setValue('userAddress.documentType', '');
  }, [logisticType, documentType, form]);

  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        <FormSelect control={form.control} name="logisticType" label={t('examRequest.logisticType')} required testId="logisticType"
          options={LOGISTIC_TYPES.map((v) => ({ value: v, label: t(`logisticType.${v}`) }))} />
        {logisticType === 'LOGISTIC_COMPANY' && (
          <FormSelect control={form.control} name="userAddress.pickUpTime" label={t('examRequest.pickUpTime')} required testId="pickUpTime"
            options={PICK_UP_TIMES.map((v) => ({ value: v, label: t(`pickUpTime.${v}`) }))} />
        )}
        <FormSelect control={form.control} name="userAddress.recipientType" required testId="recipientType"
          label={group.sampleWithdrawalRecipientLabel ?? t('examRequest.recipientType')}
          options={recipients.map((v) => ({ value: v, label: t(`recipientType.${v}`) }))} />
        <FormText control={form.control} name="userAddress.recipientName" label={t('examRequest.recipientName')} testId="recipientName" maxLength={150} />
        <FormSelect control={form.control} name="userAddress.documentType" label={t('examRequest.documentType')} required testId="documentType"
          options={documents.map((v) => ({ value: v, label: t(`documentType.${v}`) }))} />
        {documentType === 'cpf' && <MaskedField name="userAddress.requesterCpf" label={t('examRequest.requesterCpf')} mask="cpf" required testId="requesterCpf" />}
        {documentType === 'cnpj' && <MaskedField name="userAddress.requesterCnpj" label={t('examRequest.requesterCnpj')} mask="digits" required testId="requesterCnpj" />}
        {documentType !== '' && (
          <FormText control={form.control} name="userAddress.requesterName" label={t('examRequest.requesterName')} required={documentType === 'cnpj'}
            testId="requesterName" maxLength={150} />
        )}
      </Box>
      <AddressBlock name="userAddress" title={t('examRequest.addressTitle')} required />
      <FormText control={form.control} name="userAddress.observation" label={t('examRequest.observation')} testId="observation" maxLength={50} />
      <WithdrawalDates daysAfter={group.daysAfterForSampleWithdrawal} firstRequired={logisticType === 'LOGISTIC_COMPANY'} />
    </Stack>
  );
}
