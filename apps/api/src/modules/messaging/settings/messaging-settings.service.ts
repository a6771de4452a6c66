import {
  WHATSAPP_TEMPLATE_KINDS, type MessagingChannel, type MessagingSettings, type MessagingSettingsValues, type WhatsAppTemplateKind,
} from '@portal/domain';
import type { Config } from '#platform/config.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import * as repo from './messaging-settings.repository.ts';

/**
 * What the outbox applies to one message (decision 0078): the programme's stored values where it
 * set them, the environment's otherwise. `emailFromName` is null where MAIL_FROM stays as it is.
 */
export interface EffectiveMessaging {
  channels: Record<MessagingChannel, boolean>;
  emailFromName: string | null;
  templates: Record<WhatsAppTemplateKind, string>;
}

type Templates = Record<WhatsAppTemplateKind, string | null>;

const templatesOf = (row: repo.MessagingSettingsRow | undefined): Templates => ({
  patientInvitation: row?.templatePatientInvitation ?? null,
  agreementCode: row?.templateAgreementCode ?? null,
  requestUpdate: row?.templateRequestUpdate ?? null,
});

const channelsOf = (row: repo.MessagingSettingsRow | undefined): Record<MessagingChannel, boolean> => ({
  SMS: row?.smsEnabled ?? true, EMAIL: row?.emailEnabled ?? true, WHATSAPP: row?.whatsappEnabled ?? true,
});

function effective(config: Config, row: repo.MessagingSettingsRow | undefined): EffectiveMessaging {
  const overrides = templatesOf(row);
  const templates = Object.fromEntries(WHATSAPP_TEMPLATE_KINDS.map((kind) => [kind, overrides[kind] ?? config.whatsapp.templates[kind]]));
  return { channels: channelsOf(row), emailFromName: row?.emailFromName ?? null, templates: templates as Record<WhatsAppTemplateKind, string> };
}

/**
 * The settings a message of the programme goes out with, read in the caller's transaction (one
 * primary-key read; the messaging area keeps no cache). A message of no programme (an account's
 * e-mail, a signup code) uses the environment's.
 */
export async function messagingFor(db: DbOrTx, config: Config, programId: number | null | undefined): Promise<EffectiveMessaging> {
  return effective(config, programId == null ? undefined : await repo.findSettings(db, programId));
}

/** MAIL_FROM's display name ('Portal <x@y>' → 'Portal'); '' for a bare address. */
export function displayNameOf(mailFrom: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]*>\s*$/.exec(mailFrom);
  return match?.[1]?.trim() ?? '';
}

function view(deps: Pick<Deps, 'config' | 'sms' | 'email'>, programId: number, row: repo.MessagingSettingsRow | undefined): MessagingSettings {
  const { onboarding, whatsapp } = deps.config;
  return {
    programId,
    channels: channelsOf(row),
    emailFromName: row?.emailFromName ?? null,
    whatsappTemplates: templatesOf(row),
    defaults: { emailFromName: displayNameOf(onboarding.mailFrom), whatsappTemplates: { ...whatsapp.templates } },
    providers: { SMS: deps.sms.kind, EMAIL: deps.email.kind, WHATSAPP: whatsapp.provider },
    // Whether each secret is set, never its value.
    secrets: {
      smsGatewayToken: Boolean(onboarding.smsGateway?.token),
      smtpUrl: Boolean(onboarding.smtpUrl),
      whatsappToken: Boolean(whatsapp.token),
      whatsappAppSecret: Boolean(whatsapp.appSecret),
      whatsappVerifyToken: Boolean(whatsapp.verifyToken),
    },
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** A programme outside the caller's scope, or none, answers 404 programNotFound. */
async function visibleProgram(db: DbOrTx, ctx: RequestContext, programId: number): Promise<number> {
  const id = programIn(ctx.scope, programId, 'programNotFound');
  if (!(await repo.programExists(db, id))) throw notFound('programNotFound');
  return id;
}

/** `GET /programs/{programId}/messaging-settings`. */
export async function getMessagingSettings(deps: Deps, ctx: RequestContext, programId: number): Promise<MessagingSettings> {
  const id = await visibleProgram(deps.db, ctx, programId);
  return view(deps, id, await repo.findSettings(deps.db, id));
}

/** What the audit trail keeps of a programme's settings: the stored values only. */
const stored = (row: repo.MessagingSettingsRow | undefined) =>
  ({ channels: channelsOf(row), emailFromName: row?.emailFromName ?? null, whatsappTemplates: templatesOf(row) });

/** `PUT /programs/{programId}/messaging-settings`: replaces the programme's settings, audited with before and after. */
export async function updateMessagingSettings(
  deps: Deps, ctx: RequestContext, programId: number, input: MessagingSettingsValues,
): Promise<MessagingSettings> {
  return deps.db.transaction(async (tx) => {
    const id = await visibleProgram(tx, ctx, programId);
    const before = await repo.findSettings(tx, id);
    await repo.saveSettings(tx, {
      programId: id, smsEnabled: input.channels.SMS, emailEnabled: input.channels.EMAIL, whatsappEnabled: input.channels.WHATSAPP,
      emailFromName: input.emailFromName,
      templatePatientInvitation: input.whatsappTemplates.patientInvitation,
      templateAgreementCode: input.whatsappTemplates.agreementCode,
      templateRequestUpdate: input.whatsappTemplates.requestUpdate,
      updatedById: ctx.userId, updatedAt: deps.now(),
    });
    const after = await repo.findSettings(tx, id);
    await recordAudit(tx, {
      actorId: ctx.actor.userId, action: 'update', entity: 'messagingSettings', entityId: id, before: stored(before), after: stored(after), ip: ctx.actor.ip,
    });
    return view(deps, id, after);
  });
}
