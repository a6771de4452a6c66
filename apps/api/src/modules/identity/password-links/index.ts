/** Password links as other modules see them: the users module sends invitations through here. */
export { passwordLinksRoutes } from './password-links.routes.ts';
export { sendInvitation, INVITATION_TTL_MS, RESET_TTL_MS } from './password-links.service.ts';
