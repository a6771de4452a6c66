import type { UseFormReturn } from 'react-hook-form';
import type { DistributionFormInput, DistributionFormValues } from '@portal/domain';

/** The distribution form: the domain's schema, typed as the screen fills it and as it submits. */
export type DistributionForm = UseFormReturn<DistributionFormInput, unknown, DistributionFormValues>;
