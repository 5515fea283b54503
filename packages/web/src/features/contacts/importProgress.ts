import type { ContactImportState } from '@prosa/contract';
import type { ContactImportEvent } from './contactEvents';

/** Percent of rows processed, 0 to 100 (an empty sheet is complete). */
export function importPercent(state: Pick<ContactImportState, 'processed' | 'total'>): number {
  if (state.total <= 0) return 100;
  return Math.min(100, Math.round((state.processed / state.total) * 100));
}

/** Folds a socket event of this import into the state the dialog shows; other imports are ignored. */
export function applyImportEvent(state: ContactImportState, event: ContactImportEvent): ContactImportState {
  if (event.importId !== state.importId || state.status !== 'running') return state;
  if (event.action === 'import-progress') return { ...state, processed: Math.max(state.processed, event.processed), total: event.total };
  return { ...state, status: 'done', processed: state.total, created: event.created, updated: event.updated, skipped: event.skipped as ContactImportState['skipped'] };
}
