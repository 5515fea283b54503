import type { ProviderKind } from '@prosa/contract';
import { capabilitiesOf } from '../providers/capabilities.js';
import type { WhatsAppSession } from '../providers/provider-types.js';

/**
 * A session whose provider code is loaded on its first call. The session manager creates sessions
 * synchronously; deferring the load keeps a provider library out of memory until a connection of
 * that provider runs (Baileys alone is about 40 MB resident, docs/PERFORMANCE.md "Resting memory").
 * The load runs once; a failed load is tried again by the next call.
 */
export function deferredSession(provider: ProviderKind, load: () => Promise<WhatsAppSession>): WhatsAppSession {
  let loading: Promise<WhatsAppSession> | undefined;
  const session = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    provider,
    capabilities: capabilitiesOf(provider),
    start: async (options) => (await session()).start(options),
    // Never loaded means never started: there is nothing to close.
    stop: async () => (loading ? (await session()).stop() : undefined),
    logout: async () => (await session()).logout(),
    sendText: async (...args) => (await session()).sendText(...args),
    sendMedia: async (...args) => (await session()).sendMedia(...args),
    sendLocation: async (...args) => (await session()).sendLocation(...args),
    sendContacts: async (...args) => (await session()).sendContacts(...args),
    sendReaction: async (...args) => (await session()).sendReaction(...args),
    editText: async (...args) => (await session()).editText(...args),
    deleteForEveryone: async (...args) => (await session()).deleteForEveryone(...args),
    markRead: async (...args) => (await session()).markRead(...args),
    checkNumber: async (number) => (await session()).checkNumber(number),
    profilePicture: async (target) => (await session()).profilePicture(target),
    downloadMedia: async (media) => (await session()).downloadMedia(media),
    listContacts: async () => {
      const loaded = await session();
      return loaded.listContacts ? loaded.listContacts() : [];
    },
  };
}
