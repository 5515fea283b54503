import { z } from 'zod';
import {
  campaignBodySchema,
  campaignListQuerySchema,
  campaignPageSchema,
  campaignSchema,
  campaignSettingListSchema,
  campaignSettingsBodySchema,
  idParams,
} from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { CampaignRow } from '../../db/schema/index.js';
import { attachmentUploadSpec, receiveAttachment } from '../../media/attachment-upload.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentCampaign } from './campaign.presenter.js';
import { readCampaignSettings, saveCampaignSettings, settingsAsList } from './campaign-settings.js';
import { campaignNames, campaignReport, findCampaign, pageCampaigns } from './campaigns.repository.js';
import { cancelCampaign, createCampaign, deleteCampaign, restartCampaign, setCampaignMedia, updateCampaign } from './campaigns.service.js';

const tags = ['campaigns'];
const read = { feature: 'useCampaigns' } as const;
/** Plain users see campaigns; only admins create, change, start or stop them. */
const write = { feature: 'useCampaigns', role: 'admin' } as const;

/** Campaigns and campaign settings. */
export function campaignsRoutes(app: App, ctx: AppContext): void {
  const signer = () => ({ secret: ctx.config.jwtSecret, now: ctx.clock.now() });
  const present = async (row: CampaignRow, withReport = false) => {
    const [names, report] = await Promise.all([campaignNames(ctx.db, row.companyId, [row]), withReport ? campaignReport(ctx.db, row) : undefined]);
    return presentCampaign(row, names, signer(), report);
  };

  app.get('/campaigns', { config: read, schema: { tags, querystring: campaignListQuerySchema, response: { 200: campaignPageSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    const page = await pageCampaigns(ctx.db, companyId, request.query.searchParam, request.query.pageNumber);
    const names = await campaignNames(ctx.db, companyId, page.rows);
    return { records: page.rows.map((row) => presentCampaign(row, names, signer())), count: page.count, hasMore: page.hasMore };
  });

  app.get('/campaigns/:id', { config: read, schema: { tags, params: idParams, response: { 200: campaignSchema } } }, async (request) => {
    return present(await findCampaign(ctx.db, authOf(request).companyId, request.params.id), true);
  });

  app.post('/campaigns', { config: write, schema: { tags, body: campaignBodySchema, response: { 200: campaignSchema } } }, async (request) => {
    return present(await createCampaign(ctx, authOf(request).companyId, request.body));
  });

  app.put('/campaigns/:id', { config: write, schema: { tags, params: idParams, body: campaignBodySchema, response: { 200: campaignSchema } } }, async (request) => {
    return present(await updateCampaign(ctx, authOf(request).companyId, request.params.id, request.body));
  });

  app.delete('/campaigns/:id', { config: write, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteCampaign(ctx, authOf(request).companyId, request.params.id);
    return { message: 'Campaign deleted' };
  });

  app.post(
    '/campaigns/:id/media-upload',
    { config: { ...write, multipart: attachmentUploadSpec }, schema: { tags, params: idParams, response: { 200: campaignSchema } } },
    async (request) => {
      const { companyId } = authOf(request);
      await findCampaign(ctx.db, companyId, request.params.id);
      const media = await receiveAttachment(ctx, request, companyId);
      return present(await setCampaignMedia(ctx, companyId, request.params.id, media));
    },
  );

  app.delete('/campaigns/:id/media-upload', { config: write, schema: { tags, params: idParams, response: { 200: campaignSchema } } }, async (request) => {
    return present(await setCampaignMedia(ctx, authOf(request).companyId, request.params.id, null));
  });

  app.post('/campaigns/:id/cancel', { config: write, schema: { tags, params: idParams, response: { 200: campaignSchema } } }, async (request) => {
    return present(await cancelCampaign(ctx, authOf(request).companyId, request.params.id), true);
  });

  app.post('/campaigns/:id/restart', { config: write, schema: { tags, params: idParams, response: { 200: campaignSchema } } }, async (request) => {
    return present(await restartCampaign(ctx, authOf(request).companyId, request.params.id), true);
  });

  app.get('/campaign-settings', { config: read, schema: { tags, response: { 200: campaignSettingListSchema } } }, async (request) => {
    return settingsAsList(await readCampaignSettings(ctx.db, authOf(request).companyId));
  });

  app.post('/campaign-settings', { config: write, schema: { tags, body: campaignSettingsBodySchema, response: { 200: campaignSettingListSchema } } }, async (request) => {
    return settingsAsList(await saveCampaignSettings(ctx, authOf(request).companyId, request.body.settings));
  });
}
