import type { Contact } from '@whiskeysockets/baileys';
import type { PeerId } from '../provider-types.js';
import { peerOf } from './jids.js';

/**
 * The phone's contacts as WhatsApp tells the session about them (`contacts.upsert`, `contacts.update`,
 * the contacts of the history sync), kept for `POST /contacts/import`. One entry per person: a
 * contact known by its LID and by its phone is one entry.
 */
export class AddressBook {
  private readonly entries = new Map<string, PeerId>();

  add(contacts: Partial<Contact>[]): void {
    for (const contact of contacts) {
      const name = contact.name ?? contact.notify ?? contact.verifiedName ?? undefined;
      const peer = peerOf(contact.id, contact.phoneNumber ?? contact.lid, name);
      if (!peer) continue;
      const keys = [peer.lid && `lid:${peer.lid}`, peer.phone && `phone:${peer.phone}`].filter((key): key is string => Boolean(key));
      const known = keys.map((key) => this.entries.get(key)).find(Boolean);
      const merged: PeerId = { ...known, ...peer, name: peer.name ?? known?.name };
      if (!merged.name) delete merged.name;
      // Every form of the person points at the one merged entry.
      const allKeys = [merged.lid && `lid:${merged.lid}`, merged.phone && `phone:${merged.phone}`].filter((key): key is string => Boolean(key));
      for (const key of allKeys) this.entries.set(key, merged);
    }
  }

  list(): PeerId[] {
    return [...new Set(this.entries.values())];
  }
}
