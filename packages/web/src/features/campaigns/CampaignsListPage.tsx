import type { Campaign } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PagedList } from '../../lists/PagedList';
import { normaliseSearch, rowsOf } from '../../lists/pagedCache';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { ListToolbar } from '../tags/ListToolbar';
import { useCampaignCommand, useCampaignPages, useDeleteCampaign } from './api';
import { CampaignDialog } from './CampaignDialog';
import { CampaignsTable } from './CampaignsTable';
import { useCampaignEvents } from './useCampaignEvents';

type Editing = { open: false } | { open: true; campaign: Campaign | undefined };

/** The campaigns list: search, add, and each row's actions by status. */
export function CampaignsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const pages = useCampaignPages(search);
  useCampaignEvents();
  const remove = useDeleteCampaign();
  const command = useCampaignCommand();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<Campaign | undefined>(undefined);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('campaigns.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  const runCommand = async (campaign: Campaign, name: 'cancel' | 'restart') => {
    try {
      await command.mutateAsync({ id: campaign.id, command: name });
      toast.success(t(name === 'cancel' ? 'campaigns.cancelled' : 'campaigns.restarted'));
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <>
      <ListToolbar
        title={t('menu.campaigns')}
        search={searchText}
        searchLabel={t('campaigns.search')}
        addLabel={t('campaigns.add')}
        testIdPrefix="campaigns"
        onSearch={setSearchText}
        onAdd={() => setEditing({ open: true, campaign: undefined })}
      />
      <PagedList query={pages} testId="campaigns-list">
        <CampaignsTable
          campaigns={rowsOf(pages.data)}
          loaded={pages.isSuccess}
          onCommand={(campaign, name) => void runCommand(campaign, name)}
          onReport={(campaign) => void navigate(`/campaign/${campaign.id}/report`)}
          onEdit={(campaign) => setEditing({ open: true, campaign })}
          onDelete={setDeleting}
        />
      </PagedList>
      {editing.open && <CampaignDialog campaignId={editing.campaign?.id} onClose={() => setEditing({ open: false })} />}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('campaigns.deleteTitle', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
