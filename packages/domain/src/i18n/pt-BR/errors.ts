import { sessionErr } from './errors-session.ts';
import { whatsAppErr } from './whatsapp.ts';
import { fhirClientsErr } from './fhir-clients.ts';
import { notificationErr } from './notifications.ts';
import { councilErr } from './council.ts';

/** Error messages (spec §8). Keys are the API error codes and the web's toast keys. */
export const err = {
  // Transport, session, login and account: errors-session.ts
  ...sessionErr,
  // Scheduling and notifications: notifications.ts
  ...notificationErr,
  // The doctor's registration with the medical council: council.ts
  ...councilErr,

  // Signup, verification codes and recover login
  doctorExists: 'Você já possui cadastro, clique aqui para se logar',
  userExists: 'Você já possui cadastro. Complete os dados abaixo para participar deste programa.',
  invalidCRM: 'CRM não encontrado. Verifique o número e a UF informados.',
  failedToSearchDoctor: 'Não foi possível encontrar o cadastro do médico.',
  failedToSendCode: 'Falha ao enviar o código. Tente novamente.',
  invalidCode: 'Código inválido',
  codeExpired: 'O código expirou. Solicite um novo código.',
  codeAttemptsExceeded: 'Número máximo de tentativas atingido. Solicite um novo código.',
  codeResendTooSoon: 'Aguarde o fim da contagem para solicitar um novo código.',
  emailAlreadyRegistered: 'E-mail já cadastrado, clique aqui para se logar',
  failedToSignup: 'Falha ao realizar o cadastro. Tente novamente.',
  invalidToken: 'token invalido',
  recaptchaRequired: 'Confirme que você não é um robô antes de solicitar o código.',
  specialtyNotFound: 'Especialidade inválida para este programa.',
  policiesMustBeAccepted: 'É necessário aceitar todos os termos de uso do programa.',
  failedToLoadSpecialties: 'Falha ao carregar as especialidades.',
  phoneDoesNotMatch: 'O celular informado não corresponde ao do seu cadastro. Use o celular cadastrado ou entre em contato com o programa.',

  // Postcode
  cepNotFound: 'CEP não encontrado.',
  failedToSearchCep: 'Erro ao buscar CEP.',

  // Requests: exams, procedures, supplies, travel, first medicine
  existingPatientProcedure: 'Já existe uma solicitação em andamento para este paciente.',
  eligibilityRejected: 'O paciente não é elegível para esta solicitação.',
  insufficientSupplies: 'Não há insumos suficientes para atender a esta solicitação.',
  insufficientInventory: 'Estoque insuficiente para esta solicitação.',
  insufficientVouchers: 'Você não possui vouchers suficientes para esta solicitação.',
  insufficientKits: 'Você não possui kits suficientes para esta solicitação. | Peça mais kits ao seu representante ou reduza a quantidade.',
  fillAllLaboratoryFields: 'Preencha todos os campos do laboratório.',
  unselectedLaboratory: 'Selecione o laboratório.',
  patientUnderage: 'Pacientes menores de 18 anos não podem prosseguir com a solicitação.',
  kitAlreadyRequested: 'Já existe uma solicitação deste kit em andamento para este destinatário. | Aguarde a conclusão da solicitação anterior para pedir o mesmo kit.',
  medicineNotReleased: 'O medicamento não está liberado para este CPF. Entre em contato com o seu médico.',
  failedToRequestExams: 'Falha ao solicitar os exames.',
  failedToRequestPatientProcedure: 'Falha ao solicitar o procedimento.',
  failedToRequestSupply: 'Falha ao solicitar o kit.',
  failedToRequestTravel: 'Falha ao solicitar a viagem.',
  unselectedTravelOption: 'Selecione pelo menos uma opção de auxílio.',
  failedToLoadPatientDataByCpf: 'Falha ao carregar os dados do paciente pelo CPF.',
  invalidCpf: 'CPF inválido',
  failedToCheckCpf: 'Falha ao verificar o CPF',
  patientNotEligibleForTreatment: 'Paciente não elegível para início de tratamento',
  failedToRegisterPatient: 'Falha ao registrar o paciente',
  failedToReleaseMedication: 'Falha ao liberar medicamento',
  failedToInvitePatient: 'Falha ao convidar paciente',
  tevaDoctorNotice: 'Atenção: as solicitações de exames genéticos deste programa agora são atendidas por um único laboratório.',

  // Procedures
  failedToApproveProcedure: 'Falha ao aprovar a solicitação.',
  failedToRejectProcedure: 'Falha ao rejeitar a solicitação.',
  failedToLoadProcedure: 'Falha ao carregar a solicitação.',
  procedureNotOpen: 'Somente solicitações com status Solicitado podem ser aprovadas ou rejeitadas.',
  rejectionUndoExpired: 'O prazo de 1 minuto para desfazer esta rejeição terminou.',
  rejectionUndoUnavailable: 'Somente quem rejeitou a solicitação pode desfazer a rejeição, e apenas logo após rejeitá-la.',

  // Spreadsheets and files
  invalidXlsxFileCheckErrorReport: 'O arquivo contém dados inválidos. Verifique o relatório de erros e envie novamente.',
  failedToUploadXlsxFile: 'Falha ao enviar a planilha.',
  fileSizeIsInvalid: 'O arquivo deve ter entre 1 KB e 10 MB.',
  fileRequired: 'Selecione um arquivo.',
  spreadsheetTooManyRows: 'A planilha deve ter no máximo {{max}} linhas.',
  failedToDownloadFile: 'Falha ao baixar o arquivo.',
  noFileToDownload: 'Nenhum arquivo disponível para download.',
  failedToCreateProgramFile: 'Falha ao enviar o arquivo.',
  failedToDeleteProgramFile: 'Falha ao excluir o arquivo.',
  libraryGroupNotFound: 'O grupo escolhido não existe neste programa ou não é desta categoria.',
  libraryItemNotInGroup: 'O item escolhido não pertence ao grupo selecionado.',
  invalidFileType: 'Tipo de arquivo não permitido. Envie PDF, imagens ou documentos do Office.',
  fileNotFound: 'Arquivo não encontrado.',
  fileLinkExpired: 'O link de download expirou. Clique no arquivo novamente.',
  invalidFileLink: 'Link de download inválido.',

  // Users
  failedToApproveUser: 'Falha ao aprovar o usuário.',
  emailAlreadyInUse: 'Este e-mail já está em uso por outro usuário.',
  crmArealdyInUse: 'Este CRM já está cadastrado.',
  failedToUpdateUser: 'Falha ao atualizar o usuário.',
  failedToRegisterUser: 'Falha ao cadastrar o usuário.',
  failedToLoadUser: 'Falha ao carregar o usuário.',
  userNotFound: 'Usuário não encontrado.',
  failedToUpdateEmail: 'Falha ao atualizar o e-mail.',
  failedToUpdateWorkInstitutions: 'Falha ao atualizar as instituições de trabalho.',
  failedToUpdateDoctorsList: 'Falha ao atualizar a lista de médicos.',
  failedToSaveAddress: 'Falha ao salvar o endereço.',
  userCannotBeManaged: 'Você não tem permissão para gerenciar este usuário.',
  userAlreadyApproved: 'Este usuário já está aprovado.',
  cpfLocked: 'CPF e data de nascimento não podem ser alterados depois de preenchidos.',
  crmLocked: 'CRM e UF de um médico aprovado só podem ser alterados por um administrador.',
  cannotChangeLoginEmail: 'Só o próprio usuário ou um administrador altera o e-mail de acesso.',
  // An existing user added by e-mail (decision 0065)
  userToAddNotFound: 'Nenhum usuário que você possa adicionar tem este e-mail de acesso. Confira o e-mail completo ou cadastre um novo usuário.',
  loginEmailOfOtherPrograms: 'Este usuário também participa de programas que você não administra: só ele mesmo ou um administrador do sistema altera o e-mail de acesso.',
  emailChangeNeedsPassword: 'Para alterar o e-mail de acesso, use a tela Editar conta: ela pede sua senha e uma confirmação no novo e-mail.',
  invalidEmailChangeLink: 'Este link de confirmação de e-mail é inválido, já foi usado ou expirou.',
  cpfAlreadyInUse: 'Este CPF já está cadastrado para outro médico.',
  failedToLoadProfile: 'Falha ao carregar os seus dados.',
  failedToUpdateProfile: 'Falha ao atualizar os seus dados.',
  optoutAlreadyRequested: 'Já existe uma solicitação de exclusão de dados em andamento.',

  // User groups and permissions
  failedToLoadUserGroups: 'Falha ao carregar os grupos de usuários.',
  failedToSaveUserGroups: 'Falha ao salvar o grupo de usuários.',
  userGroupNameInUse: 'Já existe um grupo de usuários com este nome no programa.',
  failedToDeleteUserGroups: 'Falha ao excluir o grupo de usuários.',
  failedToLoadUserUserGroups: 'Falha ao carregar os grupos do usuário.',
  failedToSaveUserUserGroup: 'Falha ao salvar o grupo do usuário.',
  userAlreadyInUserGroup: 'O usuário já faz parte deste grupo.',
  failedToDeleteUserUserGroup: 'Falha ao remover o usuário do grupo.',
  failedToLoadUserGroupPermissions: 'Falha ao carregar as permissões do grupo.',
  failedToSaveUserGroupPermission: 'Falha ao salvar a permissão.',
  failedToDeleteUserGroupPermission: 'Falha ao excluir a permissão.',

  // Products and programmes
  cannotDeleteProduct: 'Não é possível excluir o produto, pois ele possui registros vinculados.',
  failedToDeleteProduct: 'Falha ao excluir o produto.',
  failedToRegisterProduct: 'Falha ao salvar o produto.',
  cannotDeleteProgram: 'Não é possível excluir o programa, pois ele possui registros vinculados.',
  failedToDeleteProgram: 'Falha ao excluir o programa.',
  failedToRegisterProgram: 'Falha ao salvar o programa.',
  productNotFound: 'Produto não encontrado.',

  // Follow-ups, presentations, clients, treatment locations
  followupNotFound: 'Acompanhamento não encontrado.',
  followupIsLinkedToOtherEntitie: 'Não é possível remover o acompanhamento, pois ele está vinculado a um grupo de exames.',
  failedToRemoveFollowup: 'Falha ao remover o acompanhamento.',
  failedToRegisterFollowup: 'Falha ao salvar o acompanhamento.',
  failedToLoadFollowup: 'Falha ao carregar o acompanhamento.',
  presentationNotFound: 'Apresentação não encontrada.',
  presentationIsLinkedToOtherEntitie: 'Não é possível remover a apresentação, pois ela está vinculada a outros registros.',
  failedToRemovePresentation: 'Falha ao remover a apresentação.',
  failedToRegisterPresentation: 'Falha ao salvar a apresentação.',
  failedToLoadPresentation: 'Falha ao carregar a apresentação.',
  clientNotFound: 'Cliente não encontrado.',
  clientIsLinkedToOtherEntitie: 'Não é possível remover o cliente, pois ele está vinculado a outros registros.',
  failedToRegisterClient: 'Falha ao salvar o cliente.',
  failedToLoadClient: 'Falha ao carregar o cliente.',
  treatmentLocationNotFound: 'Local de tratamento não encontrado.',
  treatmentLocationIsLinkedToOtherEntitie: 'Não é possível remover o local de tratamento, pois ele está vinculado a outros registros.',
  failedToRemoveTreatmentLocation: 'Falha ao remover o local de tratamento.',
  failedToRegisterTreatmentLocation: 'Falha ao salvar o local de tratamento.',
  failedToLoadTreatmentLocation: 'Falha ao carregar o local de tratamento.',
  travelGroupNotFound: 'Grupo de viagem não encontrado.',

  // Patient confirmation and pharmacies
  patientProcedureNotFound: 'Solicitação não encontrada.',
  patientLinkExpired: 'Este link não vale mais: o convite foi cancelado. Peça ao seu médico um novo convite.',
  failedToFindPatientProcedure: 'Falha ao buscar a solicitação.',
  failedToUpdateProcedurePatient: 'Falha ao atualizar os dados do paciente.',
  accreditedNotFound: 'Nenhuma farmácia credenciada encontrada para o endereço informado.',
  failedToLoadPharmacies: 'Falha ao carregar as farmácias credenciadas.',
  pharmacyNotFound: 'Nenhuma farmácia encontrada para o CEP informado.',

  // Discounts, inventory, contents
  medicinesNotFound: 'Não foram encontrados medicamentos',
  discountsNotFound: 'Não foram encontrados descontos para o medicamento.',
  failedToSearchDiscounts: 'Ocorreu um erro ao buscar os descontos.',
  failedToLoadInventory: 'Falha ao carregar o estoque.',
  failedToDistributeInventory: 'Falha ao distribuir o estoque.',
  failedToLoadContents: 'Falha ao carregar os conteúdos.',

  // Spreadsheet uploads and the doctors register
  invalidXlsxFile: 'O arquivo enviado não é uma planilha do Excel (.xlsx) válida. Baixe o modelo, preencha e envie novamente.',
  xlsxOutOfProportion: 'A planilha foi recusada: o conteúdo compactado é grande demais ou desproporcional ao tamanho do arquivo.',
  spreadsheetHeadersInvalid: 'O cabeçalho da planilha não corresponde ao modelo. Use as colunas: {{headers}}.',
  spreadsheetEmpty: 'A planilha não possui linhas preenchidas para importar.',
  doctorNotFound: 'Médico não encontrado.',
  failedToLoadDoctor: 'Falha ao carregar o médico.',
  failedToLoadDoctors: 'Falha ao carregar os médicos.',
  failedToDownloadTemplate: 'Falha ao baixar o modelo da planilha.',
  // Inventory ledger and distribution
  inventoryGroupNotFound: 'Grupo de estoque não encontrado neste programa.',
  inventoryItemNotFound: 'Item de estoque não encontrado neste programa.',
  inventoryItemNotInGroup: 'O item informado não pertence ao grupo selecionado.',
  inventoryHolderNotFound: 'Usuário não encontrado neste programa.',
  inventoryRecipientNotFound: 'Usuário de destino não encontrado entre os usuários que você pode atender.',
  distributionRecipientsRequired: 'Selecione pelo menos um usuário para a distribuição.',
  inventoryBalanceTooLarge: 'A quantidade resultante excede o limite de estoque permitido para um usuário.',
  exportTooLarge: 'Há mais de {{max}} movimentações para exportar em XLSX. Exporte em CSV ou filtre por usuário e item.',
  // Programme configuration: exam groups, exams, institutions, supplies, travel groups, aids, fields
  examGroupNotFound: 'Grupo de exames não encontrado.',
  examGroupIsLinkedToOtherEntitie: 'Não é possível remover o grupo de exames, pois ele está vinculado a exames, permissões, estoque ou solicitações.',
  failedToRegisterExamGroup: 'Falha ao salvar o grupo de exames.',
  failedToLoadExamGroup: 'Falha ao carregar o grupo de exames.',
  failedToRemoveExamGroup: 'Falha ao remover o grupo de exames.',
  examNotFound: 'Exame não encontrado.',
  examIsLinkedToOtherEntitie: 'Não é possível remover o exame, pois ele está vinculado a permissões, estoque ou solicitações.',
  failedToRegisterExam: 'Falha ao salvar o exame.',
  failedToRemoveExam: 'Falha ao remover o exame.',
  institutionNotFound: 'Instituição não encontrada.',
  institutionIsLinkedToOtherEntitie: 'Não é possível remover a instituição, pois ela está vinculada a grupos de exames, exames ou kits.',
  failedToRegisterInstitution: 'Falha ao salvar a instituição.',
  failedToLoadInstitution: 'Falha ao carregar a instituição.',
  failedToRemoveInstitution: 'Falha ao remover a instituição.',
  supplyGroupNotFound: 'Grupo de kits não encontrado.',
  supplyGroupIsLinkedToOtherEntitie: 'Não é possível remover o grupo de kits, pois ele está vinculado a kits, permissões, estoque ou solicitações.',
  failedToRegisterSupplyGroup: 'Falha ao salvar o grupo de kits.',
  failedToLoadSupplyGroup: 'Falha ao carregar o grupo de kits.',
  failedToRemoveSupplyGroup: 'Falha ao remover o grupo de kits.',
  supplyNotFound: 'Kit não encontrado.',
  supplyIsLinkedToOtherEntitie: 'Não é possível remover o kit, pois ele está vinculado a exames, permissões, estoque ou solicitações.',
  failedToRegisterSupply: 'Falha ao salvar o kit.',
  failedToRemoveSupply: 'Falha ao remover o kit.',
  travelGroupIsLinkedToOtherEntitie: 'Não é possível remover o grupo de viagem, pois ele está vinculado a locais de tratamento, auxílios ou solicitações.',
  followupAlreadyHasTravelGroup: 'Este acompanhamento já possui um grupo de viagem.',
  failedToRegisterTravelGroup: 'Falha ao salvar o grupo de viagem.',
  failedToLoadTravelGroup: 'Falha ao carregar o grupo de viagem.',
  failedToRemoveTravelGroup: 'Falha ao remover o grupo de viagem.',
  aidNotFound: 'Auxílio não encontrado.',
  aidIsLinkedToOtherEntitie: 'Não é possível remover o auxílio, pois ele está vinculado a solicitações.',
  failedToRegisterAid: 'Falha ao salvar o auxílio.',
  failedToRemoveAid: 'Falha ao remover o auxílio.',
  patientProcedureConfigNotFound: 'Procedimento não encontrado.',
  patientProcedureIsLinkedToOtherEntitie: 'Não é possível remover o procedimento, pois ele está vinculado a permissões, estoque ou solicitações.',
  failedToRegisterPatientProcedure: 'Falha ao salvar o procedimento.',
  failedToLoadPatientProcedure: 'Falha ao carregar o procedimento.',
  failedToSaveMessagingSettings: 'Falha ao salvar as configurações de mensagens.',
  failedToLoadMessagingSettings: 'Falha ao carregar as configurações de mensagens.',
  failedToRemovePatientProcedure: 'Falha ao remover o procedimento.',
  configGroupNotFound: 'Grupo não encontrado.',
  fieldConfigNotFound: 'Campo não encontrado.',
  fieldConfigIsLinkedToOtherEntitie: 'Não é possível remover o campo, pois ele está vinculado a solicitações.',
  fieldConfigNameAlreadyInUse: 'Já existe um campo com este nome neste grupo.',
  failedToSaveFieldConfigs: 'Falha ao salvar os campos.',
  failedToRemoveFieldConfig: 'Falha ao remover o campo.',
  failedToLoadPathologies: 'Falha ao carregar as patologias do programa.',
  failedToLoadCities: 'Falha ao carregar as cidades do estado.',

  // Exam request (procedure creation)
  invalidIdempotencyKey: 'O cabeçalho Idempotency-Key deve ter de 1 a 100 caracteres.',
  idempotencyKeyReused: 'Esta chave Idempotency-Key já foi usada com outros dados. Gere uma nova chave para uma nova solicitação.',
  examGroupNotAllowed: 'Você não tem permissão para solicitar exames deste grupo.',
  invalidAgreementFile: 'Envie o termo assinado em PDF ou imagem (PNG ou JPEG).',
  // Procedures: reading, deciding and the steps after approval
  procedureNotFound: 'Solicitação não encontrada.',
  procedureSelectionRequired: 'Selecione pelo menos um item para aprovar.',
  procedureChildNotInProcedure: 'Um dos itens selecionados não pertence a esta solicitação.',
  procedureStepNotAllowed: 'Esta etapa não é permitida para a situação atual do item.',
  procedureCancelReasonRequired: 'Informe o motivo do cancelamento.',
  procedureSubStatusNotAllowed: 'Subsituação não permitida para esta etapa.',
  failedToRecordProcedureProgress: 'Falha ao registrar a etapa da solicitação.',
  failedToExportProcedures: 'Falha ao exportar as solicitações.',

  // First-medicine release (registration web service)
  wsAcessoNotConfigured: 'O programa não está configurado para a liberação de medicamentos.',
  presentationNotReleasable: 'Esta apresentação não está disponível para liberação de medicamento.',
  // Travel request
  eligibilityRejectedTravel: 'Este paciente já possui uma solicitação de viagem em andamento para este acompanhamento.',
  // Patient-procedure and supply requests
  doctorAddressNotFound: 'Endereço não encontrado.',
  patientProcedureNotAllowed: 'Você não tem permissão para solicitar este procedimento.',
  supplyNotAllowed: 'Você não tem permissão para solicitar este kit.',
  // Patients of the patient-care system
  patientCareUnavailable: 'O sistema de acompanhamento de pacientes está indisponível no momento. Tente novamente mais tarde.',
  carePatientNotFound: 'Paciente não encontrado.',
  failedToLoadPatients: 'Falha ao carregar os pacientes.',
  failedToLoadPatientDetails: 'Falha ao carregar os detalhes do paciente.',
  failedToLoadMedications: 'Falha ao carregar os medicamentos do paciente.',

  // Contents and discounts (content management system, discount service)
  contentNotFound: 'Dados não encontrados.',
  // Patient link: invitation and the patient's privacy centre
  patientSmsConsentRevoked: 'O paciente não autoriza mensagens por SMS neste programa: ele não marcou essa opção no link ou revogou a autorização.',
  consentNotGranted: 'Este consentimento já está revogado.',
  // Invitation limits (decision 0063): {{at}} is the São Paulo date and time the next one is possible
  patientInvitationTooSoon: 'Este paciente já recebeu convites recentemente, por isso o convite não foi reenviado. O próximo envio será possível a partir de {{at}}.',
  invitationQuotaExceeded: 'Você atingiu o limite de convites por hora, por isso o convite não foi enviado. O próximo será possível a partir de {{at}}.',
  // Pharmacy finder and adverse-event reports
  placeNotFound: 'Endereço não encontrado.',
  failedToLoadPlaces: 'Falha ao buscar endereços.',
  adverseEventProductNotFound: 'Produto não encontrado neste programa.',
  failedToReportAdverseEvent: 'Falha ao enviar a notificação de evento adverso.',
  // Pharmacovigilance cases and E2B(R3) (decisions 0086–0088)
  pvCaseNotFound: 'Caso de farmacovigilância não encontrado.',
  pvCaseIncomplete: 'O caso ainda não pode ser exportado em E2B(R3): faltam os elementos {{elements}}.',
  pvSettingsMissing: 'Configure os identificadores E2B(R3) do programa (remetente, destinatário e organização) antes de exportar.',
  meddraFileInvalid: 'Arquivo MedDRA inválido: envie llt.asc e pt.asc da distribuição ASCII (campos separados por $).',
  meddraReleaseMissing: 'Nenhuma versão MedDRA foi carregada para este programa.',
  meddraCodeUnknown: 'Código LLT {{code}} não existe na versão MedDRA {{version}} carregada.',
  ackFileInvalid: 'Arquivo de confirmação (ACK) inválido: envie o XML MCCI_IN200101UV01 recebido do gateway.',
  failedToLoadPvCases: 'Falha ao carregar os casos de farmacovigilância.',
  failedToSavePvCase: 'Falha ao salvar a versão do caso.',
  failedToSavePvSettings: 'Falha ao salvar as configurações de farmacovigilância.',
  failedToLoadPvSettings: 'Falha ao carregar as configurações de farmacovigilância.',

  // Security hardening (decision 0022)
  tooManyLoginAttempts: 'Muitas tentativas de acesso sem sucesso. Aguarde alguns minutos e tente novamente.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  // Bad input gets a 4xx (decision 0066)
  jsonTooDeep: 'Os dados enviados têm mais de {{max}} níveis de objetos e listas, um dentro do outro.',
  uriTooLong: 'O endereço da requisição é longo demais.',
  cannotChangeOwnMemberships: 'Você não pode alterar os seus próprios grupos ou as permissões de um grupo do qual participa.',
  crossSiteRequest: 'Requisição recusada: ela não partiu do próprio portal.',
  cannotGrantPermissions: 'Você não pode conceder permissões que não possui.',
  // Password links (invitation and reset)
  invalidPasswordLink: 'Este link expirou ou já foi usado. Peça um novo link.',
  userAlreadyHasPassword: 'Este usuário já definiu uma senha.',

  // Users: deactivation and reactivation
  inactiveUser: 'Seu usuário está desativado. Entre em contato com o gestor do programa para reativá-lo.',
  cannotDeactivateSelf: 'Você não pode desativar o seu próprio usuário.',
  failedToUpdateUserStatus: 'Falha ao alterar a situação do usuário.',

  // Signup and SMS abuse (account oracles, agreement codes; the login captcha's is in errors-session.ts)
  agreementCodeQuotaExceeded: 'Você atingiu o limite de códigos de aceite enviados por hora. Tente novamente mais tarde.',
  examGroupWithoutAgreement: 'Este grupo de exames não pede o aceite do paciente por código.',

  // WhatsApp webhook (decision 0056)
  ...whatsAppErr,
  // SMART backend clients (decision 0083)
  ...fhirClientsErr,
};

