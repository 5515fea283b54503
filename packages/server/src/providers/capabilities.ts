import type { ProviderKind } from '@prosa/contract';
import type { ProviderCapabilities } from './provider-types.js';

const ALL_MEDIA: ProviderCapabilities['mediaTypes'] = ['image', 'audio', 'video', 'application', 'sticker'];

/** What each provider can do; the web app hides what a connection cannot do. */
export const CAPABILITIES: Record<ProviderKind, ProviderCapabilities> = {
  beta: { reactions: true, edits: true, deletes: true, mediaTypes: ALL_MEDIA, groups: true, numberCheck: true, window24h: false, templates: false, pairingCode: true, qrCode: true },
  cloud: { reactions: true, edits: false, deletes: false, mediaTypes: ALL_MEDIA, groups: false, numberCheck: false, window24h: true, templates: true, pairingCode: false, qrCode: false },
  simulator: { reactions: true, edits: true, deletes: true, mediaTypes: ALL_MEDIA, groups: true, numberCheck: true, window24h: false, templates: false, pairingCode: true, qrCode: true },
};

export function capabilitiesOf(provider: ProviderKind): ProviderCapabilities {
  return CAPABILITIES[provider];
}
