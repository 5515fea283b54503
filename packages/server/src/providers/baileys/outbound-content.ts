import type { AnyMessageContent } from '@whiskeysockets/baileys';
import type { OutboundMedia } from '../provider-types.js';

/** Baileys' message content for each of our media kinds. */
export function mediaContent(media: OutboundMedia): AnyMessageContent {
  const caption = media.caption || undefined;
  switch (media.kind) {
    case 'image':
      return { image: media.data, mimetype: media.mimetype, ...(caption ? { caption } : {}) };
    case 'video':
      return { video: media.data, mimetype: media.mimetype, ...(caption ? { caption } : {}) };
    case 'audio':
      // A voice note (ptt) plays inline with a waveform; phones expect OGG/Opus for it.
      return { audio: media.data, mimetype: media.mimetype, ptt: media.ptt === true };
    case 'sticker':
      return { sticker: media.data, mimetype: media.mimetype };
    case 'application':
      return { document: media.data, mimetype: media.mimetype, fileName: media.filename, ...(caption ? { caption } : {}) };
  }
}

export function locationContent(location: { latitude: number; longitude: number; name?: string; address?: string }): AnyMessageContent {
  return {
    location: {
      degreesLatitude: location.latitude,
      degreesLongitude: location.longitude,
      ...(location.name ? { name: location.name } : {}),
      ...(location.address ? { address: location.address } : {}),
    },
  };
}

/** The `FN` (formatted name) of a vCard, unfolded; phones show it on the contact card. */
export function vcardName(vcard: string): string | undefined {
  const unfolded = vcard.replace(/\r?\n[ \t]/g, '');
  const line = unfolded.split(/\r?\n/).find((entry) => /^FN[;:]/i.test(entry));
  const name = line?.slice(line.indexOf(':') + 1).trim();
  return name || undefined;
}

export function contactsContent(vcards: string[]): AnyMessageContent {
  const names = vcards.map(vcardName);
  const displayName = vcards.length === 1 ? (names[0] ?? 'Contact') : `${vcards.length} contacts`;
  return { contacts: { displayName, contacts: vcards.map((vcard, index) => ({ vcard, displayName: names[index] ?? 'Contact' })) } };
}
