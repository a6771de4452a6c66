import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NotificationChannel, NotificationPreferences } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences.ts';

/** The profile's choice of channels for the updates of one's requests (the bell always has them). */
export function NotificationChannelsCard() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  return (
    <Card variant="outlined" component="section" aria-labelledby="notification-channels-title" data-testid="notification-channels">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="notification-channels-title" variant="h6" component="h2">{t('notifications.preferences.title')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('notifications.preferences.intro')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('notifications.preferences.whatsappFirst')}</Typography>
          {preferences.isError && <Alert severity="error">{t('err.failedToLoadNotifications')}</Alert>}
          {preferences.data && <ChannelsForm key={JSON.stringify(preferences.data)} saved={preferences.data} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ChannelsForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation();
  const update = useUpdateNotificationPreferences();
  const [enabled, setEnabled] = useState<Record<string, boolean>>(() => Object.fromEntries(saved.channels.map((c) => [c.channel, c.enabled])));
  const toggle = (channel: NotificationChannel, on: boolean) => setEnabled((current) => ({ ...current, [channel]: on }));
  const save = async () => {
    try {
      await update.mutateAsync({ channels: saved.channels.map((c) => ({ channel: c.channel, enabled: Boolean(enabled[c.channel]) })) });
      toast(t('notifications.preferences.saved'), 'success');
    } catch (error) {
      const code = error instanceof ApiError && error.status < 500 ? `err.${error.code}` : '';
      toast(code && t(code, { defaultValue: '' }) ? t(code) : t('err.failedToSaveNotificationPreferences'), 'error');
    }
  };
  return (
    <>
      <FormGroup>
        {saved.channels.map((c) => {
          const hintId = `notification-channel-${c.channel}-hint`;
          return (
            <div key={c.channel}>
              <FormControlLabel label={t(`notifications.preferences.channel.${c.channel}`)} disabled={c.destination === null}
                control={<Checkbox checked={Boolean(enabled[c.channel])} onChange={(e) => toggle(c.channel, e.target.checked)}
                  slotProps={{ input: { 'aria-describedby': hintId, 'data-testid': `notification-channel-${c.channel}` } as object }} />} />
              <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 4 }}>
                {c.destination ? t('notifications.preferences.destination', { destination: c.destination }) : t('notifications.preferences.noDestination')}
              </FormHelperText>
            </div>
          );
        })}
      </FormGroup>
      <div>
        <Button variant="contained" onClick={() => void save()} disabled={update.isPending} data-testid="notification-channels-save">
          {t('notifications.preferences.save')}
        </Button>
      </div>
    </>
  );
}
