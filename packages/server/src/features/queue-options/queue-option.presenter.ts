import type { QueueOption } from '@prosa/contract';
import type { QueueOptionRow } from '../../db/schema/index.js';
import { signMediaUrl } from '../../media/signed-urls.js';

type MediaSigning = { secret: string; now: Date };

/** Positions compare as numbers when they are numbers ("2" before "10"), then by id. */
export function compareOptions(a: QueueOptionRow, b: QueueOptionRow): number {
  return a.option.localeCompare(b.option, undefined, { numeric: true }) || a.id - b.id;
}

/** One option with its whole subtree (the web editor shows the tree; the bot walks it). */
export function presentOptionTree(row: QueueOptionRow, all: QueueOptionRow[], media: MediaSigning): QueueOption {
  const children = all.filter((candidate) => candidate.parentId === row.id).sort(compareOptions);
  return {
    id: row.id,
    queueId: row.queueId,
    parentId: row.parentId,
    title: row.title,
    message: row.message,
    option: row.option,
    mediaPath: row.mediaPath,
    mediaName: row.mediaName,
    mediaUrl: row.mediaPath ? signMediaUrl(media.secret, row.mediaPath, media.now) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    children: children.map((child) => presentOptionTree(child, all, media)),
  };
}

/** The level under `parentId` (`null`: the roots), each with its subtree. */
export function presentLevel(parentId: number | null, all: QueueOptionRow[], media: MediaSigning): QueueOption[] {
  return all
    .filter((row) => row.parentId === parentId)
    .sort(compareOptions)
    .map((row) => presentOptionTree(row, all, media));
}
