import CloseIcon from '@mui/icons-material/Close';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { languageTag, textDirection, type StoryLanguage } from '../../../contract/storyLanguages';
import { useT } from '../../i18n/useT';
import { AttemptFailure } from './AttemptFailure';
import { BookFacts, FileRefusal } from './BookFacts';
import { booksOf, type BookView } from './bookView';
import { bookStatusOf, STATUS_LOOKS } from './bookStatus';
import type { QueuedBook, Step } from './importQueue';
import { ImportOutcome } from './ImportOutcome';

interface BookCardProps {
  book: QueuedBook;
  onRetry: (step: Step) => void;
  onRemove: () => void;
}

/** One book of the list: its files, what the preview found, and what the import made of it. */
export function BookCard({ book, onRetry, onRemove }: BookCardProps) {
  const t = useT();
  const { preview, import: imported } = book;
  const views = preview.status === 'answered' ? booksOf(preview.results) : [];
  const outcomes = imported.status === 'answered' ? booksOf(imported.results) : [];
  const fileNames = book.files.map((file) => file.name).join(' · ');
  const title = views.length === 1 ? views[0]!.title : fileNames;
  // A book's title is in its own (first) language, whichever way that runs.
  const titleLanguage = views.length === 1 && views[0]!.ok ? views[0]!.languages[0] : undefined;
  const status = bookStatusOf(book);
  const look = STATUS_LOOKS[status];
  const removable =
    !['sending', 'answered'].includes(imported.status) && preview.status !== 'sending';
  const headingId = `import-book-${book.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <MenuBookIcon color="primary" sx={{ mt: 0.5 }} aria-hidden />
        {/* On a narrow screen the status goes under the title rather than squeezing it. */}
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
          }}
        >
          <Typography
            id={headingId}
            variant="h6"
            component="h3"
            sx={{ flexGrow: 1, wordBreak: 'break-word' }}
          >
            {titleLanguage ? <LanguageText language={titleLanguage}>{title}</LanguageText> : title}
          </Typography>
          <Chip size="small" label={t(look.label)} color={look.colour} variant="outlined" />
        </Box>
        {removable && (
          <IconButton size="small" aria-label={t('imports.remove', { title })} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ pl: { sm: 4.5 } }}>
        {title !== fileNames && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {fileNames}
          </Typography>
        )}
        {views.map((view) => (
          <PreviewedBook
            key={view.key}
            view={view}
            titled={views.length > 1}
            imported={imported.status === 'answered'}
          />
        ))}
        {preview.status === 'failed' && (
          <AttemptFailure error={preview.error} onRetry={() => onRetry('preview')} />
        )}
        {imported.status === 'answered' &&
          outcomes.map((outcome) => (
            <ImportOutcome key={outcome.key} book={outcome} published={imported.published} />
          ))}
        {imported.status === 'failed' && (
          <AttemptFailure error={imported.error} onRetry={() => onRetry('import')} />
        )}
      </Box>
    </Paper>
  );
}

/** Text in a story language, marked so that screen readers, fonts and direction follow it. */
function LanguageText({ language, children }: { language: StoryLanguage; children: string }) {
  return (
    <span lang={languageTag(language)} dir={textDirection(language)}>
      {children}
    </span>
  );
}

/** A book the preview read; several when an archive holds several. */
function PreviewedBook({
  view,
  titled,
  imported,
}: {
  view: BookView;
  titled: boolean;
  /** Once imported, the outcome says what became of it: the preview's notice of an update goes. */
  imported: boolean;
}) {
  return (
    <Box sx={{ mt: 1 }}>
      {titled && (
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {view.ok && view.languages[0] ? (
            <LanguageText language={view.languages[0]}>{view.title}</LanguageText>
          ) : (
            view.title
          )}
        </Typography>
      )}
      {view.ok && <BookFacts book={view} updateNotice={!imported} />}
      <FileRefusal refusal={view.refusal} />
    </Box>
  );
}
