import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Exam, ExamAvailabilityRow, ExamGroup, PatientFieldConfig, ProcedureFieldConfig } from '@portal/domain';
import { AddressBlock } from '@/components/address/address-block.tsx';
import { AidsBlock } from '@/components/aids-block/aids-block.tsx';
import { DynamicProcedureFields, shownFields } from '@/components/dynamic-fields/index.ts';
import { PatientBlock } from '@/components/request-patient/index.ts';
import { AgreementBlock } from './agreement-block.tsx';
import { ExamsBlock } from './exams-block.tsx';
import { FormSection } from '@/components/form/form-section.tsx';
import { ProductBlock } from './product-block.tsx';
import { WithdrawalBlock } from './withdrawal-block.tsx';

export interface RequestSectionsProps {
  programId: number;
  programSlug: string | null;
  autoFill: boolean;
  group: ExamGroup;
  exams: readonly Exam[];
  availability: ReadonlyMap<number, ExamAvailabilityRow> | undefined;
  patientFields: readonly PatientFieldConfig[];
  procedureFields: readonly ProcedureFieldConfig[];
}

/** What the chosen exam group asks for, in the order of spec §2: patient, exams, agreement, shipping, address. */
export function RequestSections({ programId, programSlug, autoFill, group, exams, availability, patientFields, procedureFields }: RequestSectionsProps) {
  const { t } = useTranslation();
  const hasMainFields = shownFields(procedureFields, 'main').length > 0;
  const hasBottomFields = shownFields(procedureFields, 'bottom').length > 0;
  return (
    <Stack spacing={3}>
      <FormSection title={t('examRequest.patientTitle')} testId="section-patient">
        <PatientBlock configs={patientFields} programId={programId} autoFill={autoFill} />
      </FormSection>
      {group.requiredProduct && (
        <FormSection title={t('examRequest.productTitle')} testId="section-product"><ProductBlock programId={programId} /></FormSection>
      )}
      <FormSection title={t('examRequest.examsTitle')} testId="section-exams">
        <ExamsBlock group={group} exams={exams} availability={availability} />
      </FormSection>
      {group.aids.length > 0 && <FormSection title={t('examRequest.aidsTitle')} testId="section-aids"><AidsBlock aids={group.aids} /></FormSection>}
      {hasMainFields && (
        <FormSection title={t('examRequest.fieldsTitle')} testId="section-fields">
          <DynamicProcedureFields name="procedureFieldsAnswers" fields={procedureFields} part="main" programSlug={programSlug} />
        </FormSection>
      )}
      {group.requirePatientAgreement && (
        <FormSection title={t('examRequest.agreementTitle')} testId="section-agreement"><AgreementBlock group={group} programId={programId} /></FormSection>
      )}
      {group.requiresSampleWithdrawal ? (
        <FormSection title={t('examRequest.withdrawalTitle')} testId="section-withdrawal"><WithdrawalBlock group={group} /></FormSection>
      ) : group.requiredAddress && (
        <FormSection title={t('examRequest.addressTitle')} testId="section-address"><AddressBlock name="userAddress" required /></FormSection>
      )}
      {hasBottomFields && <DynamicProcedureFields name="procedureFieldsAnswers" fields={procedureFields} part="bottom" programSlug={programSlug} />}
    </Stack>
  );
}
