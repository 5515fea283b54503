import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useCompanyEvent } from '../../realtime/useSocket';
import { webhookKeys } from './api';

/** `company-{id}-webhookSubscription`: the list refreshes; a URL switched off after a day of failures is announced. */
export function useWebhookEvents(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useCompanyEvent('webhookSubscription', (event) => {
    void queryClient.invalidateQueries({ queryKey: webhookKeys.list });
    if (event.action === 'update' && !event.webhookSubscription.active && event.webhookSubscription.disabledAt) {
      toast.warning(t('webhooks.disabledNotice', { url: event.webhookSubscription.url }));
    }
  });
}
