import { campaignEditability } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useConnections } from '../connections/api';
import { useTagList } from '../tags/api';
import { useCampaign } from './api';
import { useContactListOptions, useFileListOptions } from './campaignOptions';
import { CampaignForm } from './CampaignForm';

interface CampaignDialogProps {
  /** Absent when adding. */
  campaignId: number | undefined;
  onClose: () => void;
}

/** Add, edit or view a campaign; the record and the lists it offers load first. */
export function CampaignDialog({ campaignId, onClose }: CampaignDialogProps) {
  const { t } = useTranslation();
  const record = useCampaign(campaignId);
  const lookups = [useContactListOptions(), useTagList(), useConnections(), useFileListOptions()] as const;
  const campaign = record.data;
  const editability = campaign ? campaignEditability(campaign, new Date()) : 'full';
  const title = campaignId === undefined ? t('campaigns.dialog.addTitle') : editability === 'none' ? t('campaigns.dialog.readOnlyTitle') : t('campaigns.dialog.editTitle');
  const ready = (campaignId === undefined || record.isSuccess) && lookups.every((lookup) => lookup.isSuccess);
  const failed = record.isError || lookups.some((lookup) => lookup.isError);
  return (
    <FormDialog testId="campaign-dialog" title={title} maxWidth="md" ready={ready} failed={failed} onClose={onClose}>
      <CampaignForm
        campaign={campaign}
        editability={editability}
        options={{ contactLists: lookups[0].data ?? [], tags: lookups[1].data ?? [], connections: lookups[2].data ?? [], fileLists: lookups[3].data ?? [] }}
        onClose={onClose}
      />
    </FormDialog>
  );
}
