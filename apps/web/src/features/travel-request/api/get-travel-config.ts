import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { travelRequestKeys } from './keys.ts';

const query = { groupType: 'TRAVEL_GROUP' } as const;

/** The programme's follow-ups that have a travel group (spec §7 `showOnlyWithTravelActive`). */
export const useTravelFollowups = (programId: number | undefined) => useQuery({
  queryKey: travelRequestKeys.followups(programId ?? 0),
  queryFn: ({ signal }) => api.followups.ofProgram({ params: { programId: programId! }, query: { showOnlyWithTravelActive: 'true' } }, { signal }),
  enabled: programId !== undefined,
});

/** The follow-up's travel group with its aids. */
export const useTravelGroup = (followupId: number | undefined) => useQuery({
  queryKey: travelRequestKeys.group(followupId ?? 0),
  queryFn: ({ signal }) => api.followups.travelGroup({ params: { followupId: followupId! } }, { signal }),
  enabled: followupId !== undefined,
});

/** The travel group's treatment locations. */
export const useTreatmentLocations = (travelGroupId: number | undefined) => useQuery({
  queryKey: travelRequestKeys.locations(travelGroupId ?? 0),
  queryFn: ({ signal }) => api.treatmentLocations.ofTravelGroup({ params: { travelGroupId: travelGroupId! } }, { signal }),
  enabled: travelGroupId !== undefined,
});

/** Which patient fields the travel group shows and requires. */
export const useTravelPatientFields = (travelGroupId: number | undefined) => useQuery({
  queryKey: travelRequestKeys.patientFields(travelGroupId ?? 0),
  queryFn: ({ signal }) => api.fieldConfigs.patient({ params: { groupId: travelGroupId! }, query }, { signal }),
  enabled: travelGroupId !== undefined,
});

/** The travel group's procedure fields. */
export const useTravelProcedureFields = (travelGroupId: number | undefined) => useQuery({
  queryKey: travelRequestKeys.procedureFields(travelGroupId ?? 0),
  queryFn: ({ signal }) => api.fieldConfigs.procedure({ params: { groupId: travelGroupId! }, query }, { signal }),
  enabled: travelGroupId !== undefined,
});
