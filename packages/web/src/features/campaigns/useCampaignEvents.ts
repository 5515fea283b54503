import { useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@prosa/contract';
import { useCompanyEvent } from '../../realtime/useSocket';
import { patchCampaigns } from './api';

/**
 * `company-{id}-campaign`: create/update upsert, delete removes, in the list and the report (the
 * record carries its counts). `onSaved` hears every saved record too.
 */
export function useCampaignEvents(onSaved?: (record: Campaign) => void): void {
  const queryClient = useQueryClient();
  useCompanyEvent('campaign', (event) => {
    if (event.action === 'delete') {
      patchCampaigns(queryClient, { kind: 'deleted', id: event.id });
      return;
    }
    patchCampaigns(queryClient, { kind: 'saved', record: event.record });
    onSaved?.(event.record);
  });
}
