import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { paths } from '../../lib/paths';
import { FileRefusal } from './BookFacts';
import type { BookView } from './bookView';

const OUTCOME: Record<'new' | 'update', Record<'review' | 'published', MessageId>> = {
  new: { review: 'imports.result.waitsForReview', published: 'imports.result.published' },
  update: {
    review: 'imports.result.updatedForReview',
    published: 'imports.result.updatedPublished',
  },
};

/** What an import made of a book: the story, with links to edit and read it, or the reasons. */
export function ImportOutcome({ book, published }: { book: BookView; published: boolean }) {
  const t = useT();
  return (
    <>
      {book.ok && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t(OUTCOME[book.update ? 'update' : 'new'][published ? 'published' : 'review'])}
          <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            {book.storyId && (
              <Link component={RouterLink} to={paths.storyModification(book.storyId)}>
                {t('imports.result.edit')}
              </Link>
            )}
            {book.slug && (
              <Link component={RouterLink} to={paths.story(book.slug)}>
                {t('imports.result.read')}
              </Link>
            )}
          </Stack>
        </Alert>
      )}
      <FileRefusal refusal={book.refusal} />
    </>
  );
}
