import { channelPayloadSchema, type ChannelEvent, type CompanyChannel } from '@prosa/contract';

/**
 * A payload checked against the contract's channel map: the typed event, or undefined (with a
 * warning) when the server sent a shape this client does not know. A channel the map does not
 * describe yet passes through as sent.
 */
export function readChannelEvent<C extends CompanyChannel>(channel: C, payload: unknown): ChannelEvent<C> | undefined {
  const schema = channelPayloadSchema(channel);
  if (!schema) return payload as ChannelEvent<C>;
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data as ChannelEvent<C>;
  console.warn(`ignored a "${channel}" event that does not match the contract`, parsed.error.issues);
  return undefined;
}
