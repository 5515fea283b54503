import { z } from 'zod';
import { pageNumberSchema, TEXT } from './common.js';
import { isHttpUrl } from './queue-integration.js';

/** What a company's systems may subscribe to; each delivery names one. */
export const WEBHOOK_EVENTS = ['message.received', 'message.sent', 'ticket.created', 'ticket.updated', 'ticket.closed', 'contact.created'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_TEXT = { invalidUrl: 'Informe uma URL http(s) válida', noEvents: 'Escolha ao menos um evento' } as const;

/** A subscription as the API answers it to admins, its signing secret included. */
export const webhookSubscriptionSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  secret: z.string(),
  /** Set when deliveries kept failing for a day and the subscription was switched off. */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

const urlSchema = z
  .string({ error: TEXT.required })
  .trim()
  .min(1, TEXT.required)
  .max(2000, TEXT.tooLong)
  .refine(isHttpUrl, WEBHOOK_TEXT.invalidUrl);

/** `POST /webhook-subscriptions`; switching one back on clears its disabled notice. */
export const webhookSubscriptionBodySchema = z.object({
  url: urlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, WEBHOOK_TEXT.noEvents)
    .transform((events) => [...new Set(events)]),
  active: z.boolean().optional(),
});
export type WebhookSubscriptionBody = z.output<typeof webhookSubscriptionBodySchema>;
export const webhookSubscriptionUpdateSchema = webhookSubscriptionBodySchema.partial();

export const webhookSubscriptionListSchema = z.object({ webhookSubscriptions: z.array(webhookSubscriptionSchema) });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One event sent (or being sent) to a subscription, with what the receiver answered last. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = z.object({ pageNumber: pageNumberSchema });
export const webhookDeliveryPageSchema = z.object({ deliveries: z.array(webhookDeliverySchema), count: z.number().int(), hasMore: z.boolean() });
