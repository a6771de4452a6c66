/** Query keys of the programme-configuration registers; a write invalidates its register's `all`. */
export const configKeys = {
  examGroups: ['exam-groups'] as const,
  institutions: ['institutions'] as const,
  supplyGroups: ['supply-groups'] as const,
  travelGroups: ['travel-groups'] as const,
  patientProcedures: ['patient-procedures'] as const,
  fieldConfigs: ['field-configs'] as const,
  messagingSettings: ['messaging-settings'] as const,
};
