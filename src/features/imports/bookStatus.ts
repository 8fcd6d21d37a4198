import type { MessageId } from '../../i18n/messageIds';
import { isImportable, type QueuedBook } from './importQueue';

/** Where a book of the list stands, as its label says. */
export type BookStatus =
  | 'waitingPreview'
  | 'reading'
  | 'ready'
  | 'refused'
  | 'waiting'
  | 'importing'
  | 'imported'
  | 'notImported'
  | 'failed';

export function bookStatusOf(book: QueuedBook): BookStatus {
  const { preview, import: imported } = book;
  if (preview.status === 'waiting') return 'waitingPreview';
  if (preview.status === 'sending') return 'reading';
  if (preview.status === 'failed') return 'failed';
  switch (imported.status) {
    case 'waiting':
      return 'waiting';
    case 'sending':
      return 'importing';
    case 'failed':
      return 'failed';
    case 'answered':
      return imported.results.some((result) => result.ok) ? 'imported' : 'notImported';
    case 'idle':
      return isImportable(book) ? 'ready' : 'refused';
  }
}

type ChipColour = 'default' | 'primary' | 'success' | 'error' | 'warning';

export const STATUS_LOOKS: Record<BookStatus, { label: MessageId; colour: ChipColour }> = {
  waitingPreview: { label: 'imports.status.waitingPreview', colour: 'default' },
  reading: { label: 'imports.status.reading', colour: 'primary' },
  ready: { label: 'imports.status.ready', colour: 'primary' },
  refused: { label: 'imports.status.refused', colour: 'error' },
  waiting: { label: 'imports.status.waiting', colour: 'default' },
  importing: { label: 'imports.status.importing', colour: 'primary' },
  imported: { label: 'imports.status.imported', colour: 'success' },
  notImported: { label: 'imports.status.notImported', colour: 'error' },
  failed: { label: 'imports.status.failed', colour: 'error' },
};
