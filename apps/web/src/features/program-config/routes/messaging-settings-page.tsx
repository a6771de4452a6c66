import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MESSAGING_CHANNELS, WHATSAPP_TEMPLATE_KINDS, messagingSettingsFormSchema, type MessagingSecrets, type MessagingSettings, type MessagingSettingsForm,
} from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CrudFormCard, FormCheckbox, FormText, useCrudForm } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useMessagingSettings, useSaveMessagingSettings } from '../api/messaging-settings.ts';

const SECRETS: readonly (keyof MessagingSecrets)[] = ['smsGatewayToken', 'smtpUrl', 'whatsappToken', 'whatsappAppSecret', 'whatsappVerifyToken'];

const DEFAULTS: MessagingSettingsForm = {
  channels: { SMS: true, EMAIL: true, WHATSAPP: true },
  emailFromName: '',
  whatsappTemplates: { patientInvitation: '', agreementCode: '', requestUpdate: '' },
};

/** The stored overrides as the form edits them: an unset name is an empty field (the environment's default). */
const toValues = (s: MessagingSettings): MessagingSettingsForm => ({
  channels: s.channels,
  emailFromName: s.emailFromName ?? '',
  whatsappTemplates: {
    patientInvitation: s.whatsappTemplates.patientInvitation ?? '',
    agreementCode: s.whatsappTemplates.agreementCode ?? '',
    requestUpdate: s.whatsappTemplates.requestUpdate ?? '',
  },
});

/**
 * /messaging-settings: the current programme's channels, the e-mail's sender name and the WhatsApp
 * templates' names (decision 0078), and which of the environment's secrets are set — never their values.
 */
export function MessagingSettingsPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const query = useMessagingSettings(programId);
  const save = useSaveMessagingSettings(programId);
  const href = routeHref('messagingSettings');
  const { form, submit, busy, cancel } = useCrudForm({
    schema: messagingSettingsFormSchema, defaults: DEFAULTS,
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync(values), editing: true, listHref: href,
    keys: {
      created: 'msg.successToSaveMessagingSettings', updated: 'msg.successToSaveMessagingSettings',
      failedToSave: 'err.failedToSaveMessagingSettings', failedToLoad: 'err.failedToLoadMessagingSettings',
    },
  });
  const settings = query.data;
  const byDefault = (value: string | undefined) =>
    <Typography variant="caption" color="text.secondary">{t('messagingSettings.defaultValue', { value: value || t('messagingSettings.noDefault') })}</Typography>;
  return (
    <Stack spacing={2}>
      <CrudFormCard title={t('messagingSettings.title')} onSubmit={() => void submit()} onCancel={cancel} busy={busy}
        loading={query.isFetching} testId="messaging-settings-form">
        <Typography variant="subtitle1" component="h2">{t('messagingSettings.channels')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('messagingSettings.channelsHint')}</Typography>
        {MESSAGING_CHANNELS.map((channel) => (
          <FormCheckbox key={channel} control={form.control} name={`channels.${channel}`} label={t(`messagingSettings.${channel}`)} testId={`channel-${channel}`} />
        ))}
        <Typography variant="subtitle1" component="h2">{t('messagingSettings.sender')}</Typography>
        <FormText control={form.control} name="emailFromName" label={t('messagingSettings.emailFromName')} maxLength={100} />
        {byDefault(settings?.defaults.emailFromName)}
        <Typography variant="subtitle1" component="h2">{t('messagingSettings.templates')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('messagingSettings.templatesHint')}</Typography>
        {WHATSAPP_TEMPLATE_KINDS.map((kind) => (
          <Stack key={kind} spacing={0.5}>
            <FormText control={form.control} name={`whatsappTemplates.${kind}`} label={t(`messagingSettings.${kind}`)} maxLength={512}
              testId={`template-${kind}`} />
            {byDefault(settings?.defaults.whatsappTemplates[kind])}
          </Stack>
        ))}
      </CrudFormCard>
      {settings && <EnvironmentCard settings={settings} />}
    </Stack>
  );
}

/** Which provider each channel uses and whether each secret is set in the environment (never its value). */
function EnvironmentCard({ settings }: { settings: MessagingSettings }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ maxWidth: 880 }} data-testid="messaging-environment">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2">{t('messagingSettings.environment')}</Typography>
          <Alert severity="info">{t('messagingSettings.environmentHint')}</Alert>
          {MESSAGING_CHANNELS.map((channel) => (
            <Typography key={channel} variant="body2">
              {t('messagingSettings.provider', { channel: t(`messagingSettings.channelName.${channel.toLowerCase()}`) })}: {t(`messagingSettings.providers.${settings.providers[channel]}`)}
            </Typography>
          ))}
          {SECRETS.map((secret) => (
            <Stack key={secret} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={`secret-${secret}`}>
              <Typography variant="body2" sx={{ minWidth: 320 }}>{t(`messagingSettings.secret.${secret}`)}</Typography>
              <Chip size="small" variant="outlined" color={settings.secrets[secret] ? 'success' : 'default'}
                label={t(settings.secrets[secret] ? 'messagingSettings.configured' : 'messagingSettings.notConfigured')} />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
