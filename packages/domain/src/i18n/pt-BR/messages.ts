/** Success and information toasts (spec §8). */
export const msg = {
  // Requests
  successToRequestExams: 'Exames solicitados com sucesso.',
  successToRequestPatientProcedure: 'Procedimento solicitado com sucesso.',
  successToRequestSupply: 'Kit solicitado com sucesso.',
  successToRequestTravel: 'Viagem solicitada com sucesso.',
  successToInvitePatient: 'Paciente convidado com sucesso.',
  successToRegisterPatient: 'Paciente cadastrado com sucesso',
  successToReleaseMedication: 'Medicamento liberado com sucesso',
  successToApproveProcedure: 'Solicitação aprovada com sucesso.',
  successToRejectProcedure: 'Solicitação rejeitada com sucesso.',

  // Users and account
  successToApproveUser: 'Usuário aprovado com sucesso.',
  successToRegisterUser: 'Usuário cadastrado com sucesso.',
  successToUpdateUser: 'Usuário atualizado com sucesso.',
  successToUpdateWorkInstitutions: 'Instituições de trabalho atualizadas com sucesso.',
  emailConfirmationSent: 'Enviamos um link de confirmação para o novo e-mail. O e-mail de acesso muda quando o link for usado.',
  emailChangeConfirmed: 'E-mail de acesso confirmado. Faça login com o novo e-mail.',
  successToUpdateEmail: 'E-mail atualizado com sucesso. Faça login novamente com o novo e-mail.',
  successToUpdateProfile: 'Dados atualizados com sucesso.',
  successToChangePassword: 'Senha alterada com sucesso.',
  successToAcceptPolicies: 'Termos de uso aceitos com sucesso.',
  successToRequestOptout: 'Solicitação de exclusão de dados registrada. Ela será processada em até 24 horas úteis.',
  successToSendCode: 'Código enviado com sucesso.',
  successToSignup: 'Cadastro realizado com sucesso.',
  noChangesToSave: 'Não há alterações para salvar.',
  pendingApproval: 'Seu cadastro está aguardando aprovação. Você será avisado por e-mail quando o acesso for liberado.',
  recoverLoginHint: 'Verifique o CRM e a UF informados ou faça seu cadastro.',
  workInstitutionsRequired: 'Informe as instituições em que você trabalha para continuar.',

  // Inventory and spreadsheets
  successToDistributeInventory: 'Estoque distribuído com sucesso.',
  successToDistributeUploadXlsx: 'Planilha de distribuição importada com sucesso.',
  successToUploadDoctorsXlsx: 'Planilha de médicos importada com sucesso.',

  // Programme files
  successToCreateProgramFile: 'Arquivo enviado com sucesso.',
  successToDeleteProgramFile: 'Arquivo excluído com sucesso.',

  // Register screens (create, update, delete or remove)
  successToRegisterProduct: 'Produto salvo com sucesso.',
  successToUpdateProduct: 'Produto atualizado com sucesso.',
  successToDeleteProduct: 'Produto excluído com sucesso.',
  successToRegisterProgram: 'Programa salvo com sucesso.',
  successToUpdateProgram: 'Programa atualizado com sucesso.',
  successToDeleteProgram: 'Programa excluído com sucesso.',
  successToRegisterClient: 'Cliente salvo com sucesso.',
  successToUpdateClient: 'Cliente atualizado com sucesso.',
  successToDeleteClient: 'Cliente excluído com sucesso.',
  successToRemoveClient: 'Cliente removido com sucesso.',
  successToRegisterFollowup: 'Acompanhamento salvo com sucesso.',
  successToUpdateFollowup: 'Acompanhamento atualizado com sucesso.',
  successToDeleteFollowup: 'Acompanhamento excluído com sucesso.',
  successToRemoveFollowup: 'Acompanhamento removido com sucesso.',
  successToRegisterPresentation: 'Apresentação salva com sucesso.',
  successToUpdatePresentation: 'Apresentação atualizada com sucesso.',
  successToDeletePresentation: 'Apresentação excluída com sucesso.',
  successToRemovePresentation: 'Apresentação removida com sucesso.',
  successToRegisterTreatmentLocation: 'Local de tratamento salvo com sucesso.',
  successToUpdateTreatmentLocation: 'Local de tratamento atualizado com sucesso.',
  successToDeleteTreatmentLocation: 'Local de tratamento excluído com sucesso.',
  successToRemoveTreatmentLocation: 'Local de tratamento removido com sucesso.',
  successToSaveUserGroup: 'Grupo de usuários salvo com sucesso.',
  successToDeleteUserGroup: 'Grupo de usuários excluído com sucesso.',
  successToSaveUserGroupPermission: 'Permissão salva com sucesso.',
  successToDeleteUserGroupPermission: 'Permissão excluída com sucesso.',
  successToSaveUserUserGroup: 'Grupo do usuário salvo com sucesso.',
  successToDeleteUserUserGroup: 'Usuário removido do grupo com sucesso.',

  // Empty states
  noContentsFound: 'Nenhum conteúdo encontrado para os filtros selecionados.',
  // Programme configuration
  successToRegisterExamGroup: 'Grupo de exames salvo com sucesso.',
  successToUpdateExamGroup: 'Grupo de exames atualizado com sucesso.',
  successToRemoveExamGroup: 'Grupo de exames removido com sucesso.',
  successToSaveExam: 'Exame salvo com sucesso.',
  successToRemoveExam: 'Exame removido com sucesso.',
  successToRegisterInstitution: 'Instituição salva com sucesso.',
  successToUpdateInstitution: 'Instituição atualizada com sucesso.',
  successToRemoveInstitution: 'Instituição removida com sucesso.',
  successToRegisterSupplyGroup: 'Grupo de kits salvo com sucesso.',
  successToUpdateSupplyGroup: 'Grupo de kits atualizado com sucesso.',
  successToRemoveSupplyGroup: 'Grupo de kits removido com sucesso.',
  successToSaveSupply: 'Kit salvo com sucesso.',
  successToRemoveSupply: 'Kit removido com sucesso.',
  successToRegisterTravelGroup: 'Grupo de viagem salvo com sucesso.',
  successToUpdateTravelGroup: 'Grupo de viagem atualizado com sucesso.',
  successToRemoveTravelGroup: 'Grupo de viagem removido com sucesso.',
  successToSaveAid: 'Auxílio salvo com sucesso.',
  successToRemoveAid: 'Auxílio removido com sucesso.',
  successToRegisterPatientProcedure: 'Procedimento salvo com sucesso.',
  successToUpdatePatientProcedure: 'Procedimento atualizado com sucesso.',
  successToRemovePatientProcedure: 'Procedimento removido com sucesso.',
  successToSaveFieldConfigs: 'Campos salvos com sucesso.',
  successToSaveMessagingSettings: 'Configurações de mensagens salvas com sucesso.',
  successToSavePvSettings: 'Configurações de farmacovigilância salvas com sucesso.',
  successToRemoveFieldConfig: 'Campo removido com sucesso.',

  // Exam request (procedure creation)
  successToRequestExamsCorreios: 'Exames solicitados com sucesso. O paciente receberá o código de postagem reversa dos Correios em até 24 horas úteis.',
  // Procedure lists and detail: steps after approval
  successToRecordProcedureStep: 'Etapa registrada com sucesso.',
  successToImportProcedureSteps: 'Etapas atualizadas com sucesso.',

  // First-medicine release
  successToReleaseMedicationWithin30Days: 'Medicamento liberado com sucesso. O paciente pode retirá-lo em até 30 dias.',
  // Password links (invitation and reset)
  invitationSent: 'Convite enviado.',
  passwordResetRequested: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha. O link vale por 1 hora.',
  passwordSet: 'Senha definida. Entre com o seu e-mail e a nova senha.',

  // Users: deactivation and reactivation
  successToDeactivateUser: 'Usuário {{name}} desativado.',
  successToReactivateUser: 'Usuário {{name}} reativado.',
  // Opt-out: the request's protocol number
  successToRequestOptoutProtocol: 'Solicitação de exclusão de dados registrada com o protocolo {{protocol}}. Ela será processada em até 24 horas úteis; enviamos a confirmação para o seu e-mail e celular.',
  // Signup: a resend refused too soon
  codeResendIn: 'Aguarde {{seconds}} s para solicitar um novo código.',
};
