/** Catalogue keys that spec §5 and §8 name or imply; the catalogue test checks each exists. */
const err = [
  'invalidUser', 'userNotInProgram', 'expiredPassword', 'blockedUser', 'requestEntityTooLarge', 'failedToSearchDoctor',
  'doctorExists', 'invalidCRM', 'failedToSendCode', 'invalidCode', 'emailAlreadyRegistered', 'failedToSignup',
  'existingPatientProcedure', 'eligibilityRejected', 'insufficientSupplies', 'insufficientInventory',
  'fillAllLaboratoryFields', 'failedToRequestExams', 'failedToRequestPatientProcedure', 'failedToRequestTravel',
  'unselectedTravelOption', 'failedToLoadPatientDataByCpf', 'invalidXlsxFileCheckErrorReport',
  'failedToUploadXlsxFile', 'fileSizeIsInvalid', 'failedToApproveProcedure', 'failedToRejectProcedure',
  'failedToApproveUser', 'emailAlreadyInUse', 'failedToUpdateUser', 'failedToRegisterUser', 'failedToLoadUser',
  'failedToUpdateEmail', 'failedToUpdateWorkInstitutions', 'failedToUpdateDoctorsList', 'crmArealdyInUse',
  'failedToLoadUserGroups', 'failedToSaveUserGroups', 'failedToDeleteUserGroups', 'failedToLoadUserUserGroups',
  'failedToSaveUserUserGroup', 'failedToDeleteUserUserGroup', 'failedToLoadUserGroupPermissions',
  'failedToSaveUserGroupPermission', 'failedToDeleteUserGroupPermission', 'failedToDownloadFile',
  'failedToCreateProgramFile', 'failedToDeleteProgramFile', 'cannotDeleteProduct', 'failedToDeleteProduct',
  'failedToRegisterProduct', 'failedToLoadData', 'cannotDeleteProgram', 'failedToDeleteProgram',
  'failedToRegisterProgram', 'followupNotFound', 'followupIsLinkedToOtherEntitie', 'failedToRemoveFollowup',
  'failedToRegisterFollowup', 'failedToLoadFollowup', 'presentationNotFound', 'presentationIsLinkedToOtherEntitie',
  'failedToRemovePresentation', 'failedToRegisterPresentation', 'failedToLoadPresentation', 'clientNotFound',
  'clientIsLinkedToOtherEntitie', 'failedToRegisterClient', 'failedToLoadClient', 'treatmentLocationNotFound',
  'failedToRemoveTreatmentLocation', 'failedToRegisterTreatmentLocation', 'failedToLoadTreatmentLocation',
  'patientProcedureNotFound', 'failedToFindPatientProcedure', 'failedToUpdateProcedurePatient', 'accreditedNotFound',
  'failedToLoadPharmacies', 'failedToRequestOptout', 'failedToLoadInventory', 'failedToDistributeInventory',
  'tevaDoctorNotice', 'generic', 'unauthorized', 'forbidden', 'notFound', 'badRequest', 'tooManyRequests',
  'userNotApproved', 'policiesNotAccepted', 'invalidPassword', 'codeExpired', 'codeAttemptsExceeded',
  'codeResendTooSoon', 'userExists', 'cepNotFound', 'failedToSearchCep', 'userCannotBeManaged', 'linkedToOtherEntity',
  'insufficientVouchers', 'insufficientKits', 'failedToInvitePatient', 'noFileToDownload',
];
const msg = [
  'successToRequestExams', 'successToRequestPatientProcedure', 'successToRequestSupply', 'successToRequestTravel',
  'successToInvitePatient', 'successToApproveProcedure', 'successToRejectProcedure', 'successToApproveUser',
  'successToDistributeInventory', 'successToDistributeUploadXlsx', 'successToUploadDoctorsXlsx',
  'successToCreateProgramFile', 'successToDeleteProgramFile', 'successToUpdateUser', 'successToRegisterUser',
  'successToUpdateWorkInstitutions', 'successToUpdateEmail', 'successToRequestOptout', 'noChangesToSave',
  'successToChangePassword', 'successToAcceptPolicies', 'successToRemoveTreatmentLocation',
  ...['Product', 'Program', 'Client', 'Followup', 'Presentation', 'TreatmentLocation'].flatMap((e) =>
    [`successToRegister${e}`, `successToUpdate${e}`, `successToDelete${e}`]),
];
const validation = [
  'requiredField', 'invalidField', 'invalidEmail', 'invalidCpf', 'invalidCnpj', 'invalidPhone', 'invalidCRM',
  'minLength', 'maxLength', 'minSelect', 'requiredTerms', 'requiredSelect', 'answersMustMatch', 'dateNeedBeBigger',
  'dateCanNoBeWeekend', 'emailMustMatch', 'passwordMustMatch', 'recaptchaRequired', 'insufficientInventory',
  'duplicatedCpf', 'insufficientVouchers', 'insufficientKits', 'atLeastOneContact', 'programTermsRequired',
  'invalidCep', 'workInstitutionMin', 'workInstitutionRequired', 'datesMustDiffer',
];
const common = [
  'save', 'cancel', 'back', 'search', 'add', 'edit', 'remove', 'view', 'approve', 'confirm', 'close', 'logout',
  'loading', 'noRows', 'rowsPerPage', 'yes', 'no',
];

export const REQUIRED_KEYS: readonly string[] = [
  ...err.map((k) => `err.${k}`),
  ...msg.map((k) => `msg.${k}`),
  ...validation.map((k) => `validation.${k}`),
  ...common.map((k) => `common.${k}`),
  'menu.group.dashboard', 'menu.group.quickAccess', 'menu.group.menu', 'menu.faq',
];
