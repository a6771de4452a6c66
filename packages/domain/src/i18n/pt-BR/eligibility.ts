/** Spec §3 eligibility results of a request: why each item was approved, sent for approval or refused. */
export const eligibility = {
  voucherAvailable: 'Voucher disponível: um voucher do médico foi utilizado.',
  requestExam: 'Exame solicitado sem voucher, liberado pelo programa.',
  requestProgrammeApproval: 'Sem voucher disponível: aguardando aprovação do programa.',
  outOfStock: 'Sem voucher disponível: exame indisponível.',
};
