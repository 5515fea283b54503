import { useParams } from 'react-router';
import { CampaignReportPage } from './CampaignReportPage';
import { CampaignsListPage } from './CampaignsListPage';

/** The campaigns area: `/campaigns` is the list, `/campaign/:campaignId/report` one campaign's report. */
export function CampaignsPage() {
  const { campaignId } = useParams();
  if (campaignId === undefined) return <CampaignsListPage />;
  return <CampaignReportPage key={campaignId} campaignId={Number(campaignId)} />;
}
