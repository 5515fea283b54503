import { extname } from 'node:path';
import type { MediaKind } from '../../providers/provider-types.js';

const TYPES: Record<string, { kind: MediaKind; mimetype: string }> = {
  '.png': { kind: 'image', mimetype: 'image/png' },
  '.jpg': { kind: 'image', mimetype: 'image/jpeg' },
  '.jpeg': { kind: 'image', mimetype: 'image/jpeg' },
  '.gif': { kind: 'image', mimetype: 'image/gif' },
  '.webp': { kind: 'image', mimetype: 'image/webp' },
  '.mp3': { kind: 'audio', mimetype: 'audio/mpeg' },
  '.ogg': { kind: 'audio', mimetype: 'audio/ogg' },
  '.opus': { kind: 'audio', mimetype: 'audio/ogg' },
  '.m4a': { kind: 'audio', mimetype: 'audio/mp4' },
  '.mp4': { kind: 'video', mimetype: 'video/mp4' },
  '.webm': { kind: 'video', mimetype: 'video/webm' },
  '.pdf': { kind: 'application', mimetype: 'application/pdf' },
};

/** What kind of WhatsApp message a stored file makes, by its name. */
export function mediaKindOf(name: string, mimetype?: string): { kind: MediaKind; mimetype: string } {
  const known = TYPES[extname(name).toLowerCase()];
  if (known) return mimetype ? { kind: known.kind, mimetype } : known;
  const major = mimetype?.split('/')[0];
  const kind: MediaKind = major === 'image' || major === 'audio' || major === 'video' ? major : 'application';
  return { kind, mimetype: mimetype ?? 'application/octet-stream' };
}
