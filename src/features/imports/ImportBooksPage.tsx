import Stack from '@mui/material/Stack';
import { ScreenIntro } from '../../components/ScreenIntro';
import { UnsavedChangesDialog } from '../../components/UnsavedChangesDialog';
import { useT } from '../../i18n/useT';
import { BookCard } from './BookCard';
import { ChoiceRefusals } from './ChoiceRefusals';
import { BookDropZone } from './BookDropZone';
import { ImportControls } from './ImportControls';
import { importableCount, isBusy, progressOf } from './importQueue';
import { useImportQueue } from './useImportQueue';

/**
 * Import books (administrators): choose or drop book files; each book is read first and shown
 * (title, languages, pages, pictures, licence), then imported one after another, waiting for
 * review unless published at once.
 */
export default function ImportBooksPage() {
  const t = useT();
  const queue = useImportQueue();
  const { state } = queue;
  const busy = isBusy(state);
  const imports = progressOf(state, 'import');
  const imported = state.books.filter(
    (book) => book.import.status === 'answered' && book.import.results.some((result) => result.ok),
  ).length;

  return (
    <ScreenIntro title={t('imports.title')} description={t('imports.description')}>
      <BookDropZone disabled={busy} onChoose={queue.choose} />
      <ChoiceRefusals refusals={state.refusals} tooMany={state.tooMany} />
      {state.books.length > 0 && (
        <>
          <ImportControls
            publish={state.publish}
            onPublishChange={queue.setPublish}
            importable={importableCount(state)}
            busy={busy}
            previews={progressOf(state, 'preview')}
            imports={imports}
            imported={imported}
            onImport={queue.startImport}
            onCancel={queue.cancel}
            onClear={queue.clear}
          />
          <Stack component="section" aria-label={t('imports.books')} spacing={2} sx={{ mt: 3 }}>
            {state.books.map((book) => (
              <BookCard
                key={book.id}
                book={book}
                onRetry={(step) => queue.retry(book.id, step)}
                onRemove={() => queue.remove(book.id)}
              />
            ))}
          </Stack>
        </>
      )}
      <UnsavedChangesDialog when={imports.running}>{t('imports.leave')}</UnsavedChangesDialog>
    </ScreenIntro>
  );
}
