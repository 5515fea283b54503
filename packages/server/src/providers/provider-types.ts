import type { ConnectionStatus, ProviderKind } from '@prosa/contract';

/**
 * The one provider interface: the rest of the server talks to WhatsApp only through it and
 * never imports a provider library. Every provider (Baileys, Cloud API, simulator) implements
 * `WhatsAppSession` and reports what happens through `ProviderEvents`.
 */

/** The message types of the API's Message, plus the ones the pipeline needs to tell apart. */
export type InboundMessageType =
  | 'chat'
  | 'image'
  | 'audio'
  | 'video'
  | 'application'
  | 'sticker'
  | 'locationMessage'
  | 'contactMessage'
  | 'contactsArrayMessage'
  | 'unsupported';

export type MediaKind = 'image' | 'audio' | 'video' | 'application' | 'sticker';

export interface ProviderCapabilities {
  reactions: boolean;
  edits: boolean;
  deletes: boolean;
  mediaTypes: MediaKind[];
  groups: boolean;
  numberCheck: boolean;
  /** Free-form messages only within 24 h of the customer's last message (Cloud API). */
  window24h: boolean;
  templates: boolean;
  pairingCode: boolean;
  qrCode: boolean;
}

/**
 * A WhatsApp identity. Phone numbers are digits with the country code; `lid` is WhatsApp's opaque
 * `@lid` id (digits only). Either may be missing, never both.
 */
export interface PeerId {
  phone?: string;
  lid?: string;
  name?: string;
}

export interface InboundMedia {
  mimetype: string;
  filename?: string;
  /** Where the session process stored the bytes (relative to the media root), once downloaded. */
  storedPath?: string;
  size?: number;
  /** Provider-specific reference used to download the bytes (media id, encrypted media key…). */
  ref?: unknown;
  downloadError?: string;
}

export interface InboundMessage {
  providerMessageId: string;
  /** The conversation: a contact (1:1) or a group. */
  chat: { kind: 'contact'; peer: PeerId } | { kind: 'group'; groupId: string; name?: string };
  /** Who wrote it: the contact, a group participant, or our own number when `fromMe`. */
  sender: PeerId;
  fromMe: boolean;
  timestamp: string;
  type: InboundMessageType;
  body: string;
  media?: InboundMedia;
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  vcards?: string[];
  quotedProviderId?: string;
  /** History synced on first pairing: stored, never turned into tickets. */
  isHistory?: boolean;
  /** The provider's own message object, kept for retries, quotes and receipts (Baileys). */
  raw?: unknown;
}

/** WhatsApp told us that a phone number and an `@lid` id are the same person. */
export interface IdentityPair {
  phone: string;
  lid: string;
}

export type MessageUpdate =
  | { providerMessageId: string; kind: 'ack'; ack: 0 | 1 | 2 | 3 | 4 | 5; error?: string }
  | { providerMessageId: string; kind: 'edit'; body: string; timestamp: string }
  | { providerMessageId: string; kind: 'revoke'; timestamp: string }
  | { providerMessageId: string; kind: 'reaction'; emoji: string; sender: PeerId; fromMe: boolean; timestamp: string };

export interface CallEvent {
  callId: string;
  from: PeerId;
  timestamp: string;
  isVideo: boolean;
}

export interface ProviderEvents {
  qrcode(qr: string): Promise<void>;
  pairingCode(code: string): Promise<void>;
  /** Status changes; `reason` says why a session closed (shown to the admin). */
  status(status: ConnectionStatus, detail?: { number?: string; reason?: string }): Promise<void>;
  /** Resolves once the message is durably stored. */
  inbound(message: InboundMessage): Promise<void>;
  update(update: MessageUpdate): Promise<void>;
  call(call: CallEvent): Promise<void>;
  /** Phone ↔ LID pairs, so a contact keeps one identity under both ids. */
  identity?(pair: IdentityPair): Promise<void>;
}

/** Where a message goes: a contact (by phone or lid) or a group. */
export type OutboundTarget = { kind: 'contact'; phone?: string; lid?: string } | { kind: 'group'; groupId: string };

export interface OutboundMedia {
  kind: MediaKind;
  data: Buffer;
  mimetype: string;
  filename: string;
  caption?: string;
  /** Voice note rather than an audio file. */
  ptt?: boolean;
}

export interface SendOptions {
  quotedProviderId?: string;
  /**
   * The id to send under, chosen before the send is recorded, so a send retried after a crash is
   * the same message to WhatsApp (Baileys and the simulator honour it; the Cloud API assigns its own).
   */
  messageId?: string;
}

export interface SendResult {
  providerMessageId: string;
  timestamp: string;
}

export interface StartOptions {
  usePairingCode?: boolean;
  number?: string;
}

export interface WhatsAppSession {
  readonly provider: ProviderKind;
  readonly capabilities: ProviderCapabilities;
  start(options: StartOptions): Promise<void>;
  /** Closes the connection and keeps the credentials (a restart resumes without a new QR). */
  stop(): Promise<void>;
  /** Ends the session on WhatsApp and clears the credentials: the next start asks for a new QR. */
  logout(): Promise<void>;
  sendText(target: OutboundTarget, body: string, options?: SendOptions): Promise<SendResult>;
  sendMedia(target: OutboundTarget, media: OutboundMedia, options?: SendOptions): Promise<SendResult>;
  sendLocation(target: OutboundTarget, location: { latitude: number; longitude: number; name?: string; address?: string }, options?: SendOptions): Promise<SendResult>;
  sendContacts(target: OutboundTarget, vcards: string[], options?: SendOptions): Promise<SendResult>;
  sendReaction(target: OutboundTarget, providerMessageId: string, emoji: string, fromMe: boolean): Promise<void>;
  editText(target: OutboundTarget, providerMessageId: string, body: string): Promise<void>;
  deleteForEveryone(target: OutboundTarget, providerMessageId: string, fromMe: boolean): Promise<void>;
  markRead(target: OutboundTarget, providerMessageIds: string[]): Promise<void>;
  checkNumber(number: string): Promise<{ exists: boolean; phone?: string; lid?: string }>;
  profilePicture(target: OutboundTarget): Promise<string | undefined>;
  downloadMedia(media: InboundMedia): Promise<{ data: Buffer; mimetype: string; filename?: string }>;
  /** The phone's contacts as far as the provider knows them (absent where it knows none). */
  listContacts?(): Promise<PeerId[]>;
}

/** A provider failure the caller can show (`ERR_SENDING_WAPP_MSG` with the provider's text). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
