import type { CampaignStatus } from '@prosa/contract';

export type CampaignAction = 'cancel' | 'restart' | 'report' | 'edit' | 'delete';

/** A row's actions: stop only while running, restart only when cancelled; report, edit and delete always. */
export function campaignActions(status: CampaignStatus): CampaignAction[] {
  return [...(status === 'EM_ANDAMENTO' ? (['cancel'] as const) : []), ...(status === 'CANCELADA' ? (['restart'] as const) : []), 'report', 'edit', 'delete'];
}

/** Delivered of valid contacts, as a whole percentage for the progress bar. */
export function deliveredPercent(report: { validContacts: number; delivered: number } | undefined): number {
  if (!report || report.validContacts <= 0) return 0;
  return Math.min(100, Math.round((report.delivered / report.validContacts) * 100));
}
