import type { EngineContext } from '../engine-context.js';
import type { JobDefinition } from '../jobs/index.js';
import { processChatJob } from '../features/inbound/process-chat.job.js';
import { sendMessageJob } from '../features/messages/send-message.job.js';
import { botStepJob } from '../features/bot/bot-step.job.js';
import { integrationExpiryJob, integrationTurnJob } from '../features/bot-integrations/integration-turn.job.js';
import { autoTransferJob } from '../features/ticket-actions/auto-transfer.job.js';
import { autoCloseJob } from '../features/ticket-actions/auto-close.job.js';
import { readReceiptJob } from '../features/messages/read-receipt.job.js';
import { invoiceScanJob } from '../features/invoices/invoice-scan.job.js';
import { sendScheduleJob } from '../features/schedules/schedule-send.job.js';
import { numberCheckJob } from '../features/contact-lists/number-check.job.js';
import { campaignDispatchJob } from '../features/campaigns/campaign-dispatch.job.js';
import { campaignStartJob } from '../features/campaigns/campaign-start.js';
import { webhookDeliveryJob } from '../features/webhooks/webhook-delivery.job.js';

/** Every job the worker role runs, bound to the process's context (live updates, sessions, media). */
export function jobDefinitions(ctx: EngineContext): JobDefinition[] {
  const engine = [processChatJob(ctx), sendMessageJob(ctx), botStepJob(ctx), integrationTurnJob(ctx), integrationExpiryJob(ctx), autoTransferJob(ctx), autoCloseJob(ctx), readReceiptJob(ctx)];
  const areas = [invoiceScanJob(ctx), sendScheduleJob(ctx), numberCheckJob(ctx), campaignStartJob(ctx), campaignDispatchJob(ctx), webhookDeliveryJob(ctx)];
  return [...engine, ...areas] as JobDefinition[];
}
