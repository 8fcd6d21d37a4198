import type { StoryLanguage } from '../../contract/storyLanguages';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';

import { useFriendlyMessage } from '../i18n/useFriendlyMessage';
import { useT } from '../i18n/useT';
import { visuallyHidden } from './visuallyHidden';
import { EPUB_DOWNLOAD_FAILED, useEpubDownload } from './useEpubDownload';

/** On a phone the button shows only its picture; its name stays for screen readers. */
const iconOnlyOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: 44,
    px: 1.25,
    '& .MuiButton-startIcon': { m: 0 },
    '& .epub-download-label': visuallyHidden,
  },
});

/**
 * "Download as EPUB": a link to the story's EPUB in the language being read, fetched with the
 * reader's token and saved; it says so while the book is made, and offers to try again when
 * that failed.
 */
export function EpubDownloadButton({
  story,
  language,
  variant = 'outlined',
  fullWidth,
  compact = false,
}: {
  story: { _id: string; slug: string };
  language: StoryLanguage;
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
  /** Only the picture on a phone, where a bar has little room. */
  compact?: boolean;
}) {
  const t = useT();
  const friendlyMessage = useFriendlyMessage();
  const { href, download, busy, error } = useEpubDownload(story, language);
  return (
    <>
      <Button
        href={href}
        download
        onClick={(event) => void download(event)}
        variant={variant}
        fullWidth={fullWidth}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
        sx={compact ? iconOnlyOnPhones : undefined}
      >
        <Box component="span" className="epub-download-label">
          {busy ? t('books.epub.preparing') : t('books.epub.download')}
        </Box>
      </Button>
      {error && (
        <Alert
          severity="error"
          sx={{ flexBasis: '100%' }}
          action={
            <Button color="inherit" size="small" onClick={() => void download()}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {error === EPUB_DOWNLOAD_FAILED
            ? t('books.epub.failed')
            : t('books.epub.failedBecause', { reason: friendlyMessage(error) })}
        </Alert>
      )}
    </>
  );
}
