/** WhatsApp channel (decision 0056): the webhook's errors (part of `err`, errors.ts). */
export const whatsAppErr = {
  whatsappSignatureInvalid: 'Assinatura do webhook do WhatsApp ausente ou inválida.',
  whatsappVerifyTokenInvalid: 'Token de verificação do webhook do WhatsApp inválido.',
};
