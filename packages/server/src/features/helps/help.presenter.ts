import type { Help } from '@prosa/contract';
import type { HelpRow } from '../../db/schema/index.js';

export function presentHelp(row: HelpRow): Help {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    video: row.video,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
