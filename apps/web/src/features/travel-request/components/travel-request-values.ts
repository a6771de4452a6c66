import {
  aidsWithAllFieldsTicked, OTHER_TREATMENT_LOCATION, type FieldAnswer, type PatientField, type TravelGroupDetail, type TravelRequestInput,
} from '@portal/domain';
import { EMPTY_ADDRESS, type AddressValues } from '@/components/address/address-block.tsx';
import { filledAnswers } from '@/components/dynamic-fields/index.ts';
import { emptyPatient, patientBodyOf, type RequestPatientValues } from '@/components/request-patient/index.ts';

/** The travel request form, shaped like the `POST /procedures` body so field paths match the server's. */
export interface TravelRequestValues {
  followupId: number | '';
  patient: RequestPatientValues;
  aidFields: number[];
  procedureFieldsAnswers: Record<string, FieldAnswer>;
  treatmentLocationId: number | typeof OTHER_TREATMENT_LOCATION | '';
  /** The new location, sent only with OTHER. */
  treatmentLocation: AddressValues & { name: string };
}

/** Everything below the follow-up: what another follow-up (or a successful request) clears. */
export const emptyTravelRequest = (followupId: number | '' = ''): TravelRequestValues => ({
  followupId, patient: emptyPatient(), aidFields: [], procedureFieldsAnswers: {}, treatmentLocationId: '',
  treatmentLocation: { ...EMPTY_ADDRESS, name: '' },
});

export interface TravelBodyContext {
  programId: number;
  group: TravelGroupDetail;
  /** Patient fields the group shows (besides name, CPF and phone). */
  visiblePatientFields: ReadonlySet<PatientField>;
}

const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** The body of the form's values: the aids whose fields are all ticked, the location or the new one. */
export function toTravelBody(values: TravelRequestValues, { programId, group, visiblePatientFields }: TravelBodyContext) {
  const other = values.treatmentLocationId === OTHER_TREATMENT_LOCATION;
  const l = values.treatmentLocation;
  return {
    type: 'TRAVEL' as const,
    programId,
    followupId: values.followupId === '' ? group.followup.id : values.followupId,
    groupId: group.id,
    itemIds: aidsWithAllFieldsTicked(group.aids, values.aidFields),
    aidFields: values.aidFields,
    procedureFieldsAnswers: filledAnswers(values.procedureFieldsAnswers) as TravelRequestInput['procedureFieldsAnswers'],
    patient: patientBodyOf(values.patient, visiblePatientFields),
    treatmentLocationId: values.treatmentLocationId === '' ? undefined : values.treatmentLocationId,
    treatmentLocation: other ? {
      name: l.name, cep: l.cep, placeDescription: l.placeDescription, number: l.number, complement: text(l.complement),
      neighborhood: l.neighborhood, city: l.city, state: l.state,
    } : undefined,
  } satisfies TravelRequestInput;
}
