/** The codes module as other modules see it: signup checks and consumes the code it sent. */
export { codesRoutes } from './codes.routes.ts';
export { checkCode, consumeCode, sendAgreementSms, sendPatientLinkCode, spendCodeTry } from './codes.service.ts';
