import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { StorySummary } from '../../../contract/stories';
import {
  languageName,
  languageTag,
  sortLanguages,
  textDirection,
  type StoryLanguage,
} from '../../../contract/storyLanguages';
import { ErrorState } from '../../components/ErrorState';
import { useFriendlyMessage } from '../../i18n/useFriendlyMessage';
import { useT, type Translate } from '../../i18n/useT';
import { messageOf } from '../../lib/errors';
import { languageNameFontFamily } from '../../lib/languageNameFonts';
import { removeKeptStory } from '../../lib/offline/keptStories';
import type { KeptStory } from '../../lib/offline/keptStore';
import { useOnline } from '../../lib/useOnline';
import { useFormatBytes } from './formatBytes';
import { useKeeping, type ExtraReads, type KeepingState } from './useKeeping';

export interface KeepDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title as the screen shows it. */
  title: string;
  slug: string;
  storyId: string;
  /** The languages the story is told in. */
  languages: StoryLanguage[];
  /** Checked at first: the language the child reads in. */
  preferredLanguage: StoryLanguage;
  /** The card the list shows, when keeping from the list. */
  card?: StorySummary | undefined;
  /** What is kept of the story already, if anything. */
  kept: KeptStory | null;
  extraReads?: ExtraReads | undefined;
}

/** Why keeping failed, in words a family can act on. */
function failureMessage(error: unknown, t: Translate, friendly: (message: string) => string) {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return t('offline.keepDialog.noRoom');
  }
  const reason = friendly(messageOf(error, ''));
  return [t('offline.keepDialog.failed'), reason].filter(Boolean).join(' ');
}

/** The languages to narrate in, each by its own name. */
function LanguageChoice({
  languages,
  chosen,
  onChange,
}: {
  languages: StoryLanguage[];
  chosen: StoryLanguage[];
  onChange: (chosen: StoryLanguage[]) => void;
}) {
  const t = useT();
  const legendId = useId();
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, m: 0, p: 0, mt: 2 }}>
      <Typography id={legendId} component="legend" sx={{ fontWeight: 700, p: 0 }}>
        {t('offline.keepDialog.languages')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
          columnGap: 1,
        }}
      >
        {languages.map((language) => (
          <FormControlLabel
            key={language}
            control={
              <Checkbox
                checked={chosen.includes(language)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, language]
                      : chosen.filter((other) => other !== language),
                  )
                }
              />
            }
            label={
              <Box
                component="span"
                lang={languageTag(language)}
                dir={textDirection(language)}
                sx={(theme) => ({ fontFamily: languageNameFontFamily(theme) })}
              >
                {languageName(language)}
              </Box>
            }
          />
        ))}
      </Box>
      {chosen.length === 0 && (
        <Typography role="alert" color="error" variant="body2">
          {t('offline.keepDialog.chooseOne')}
        </Typography>
      )}
    </Box>
  );
}

/** How far keeping has got, for eyes and for screen readers. */
function KeepingProgress({ done, total }: { done: number; total: number }) {
  const t = useT();
  const percent = total ? (done / total) * 100 : 0;
  return (
    <Box sx={{ py: 2 }}>
      <Typography role="status" sx={{ mb: 1.5 }}>
        {t('offline.keepDialog.keeping', { done, total })}
      </Typography>
      <LinearProgress
        variant={total ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={t('offline.keepDialog.keeping', { done, total })}
        sx={{ height: 10, borderRadius: '999px' }}
      />
    </Box>
  );
}

/** Kept: its size, and pages no voice reads in a chosen language. */
function KeptNow({ state }: { state: Extract<KeepingState, { step: 'kept' }> }) {
  const t = useT();
  const formatBytes = useFormatBytes();
  const { kept, pagesWithoutNarration } = state.outcome;
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1 }}>
      <CheckCircleIcon sx={{ color: 'success.main', fontSize: 40 }} />
      <Box>
        <Typography variant="h6" component="p">
          {t('offline.keepDialog.kept')}
        </Typography>
        <Typography color="text.secondary">
          {t('offline.keepDialog.size', { size: formatBytes(kept.bytes) })}
        </Typography>
        {pagesWithoutNarration > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('offline.keepDialog.withoutNarration', { count: pagesWithoutNarration })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Already kept: what is kept, and removing it. */
function AlreadyKept({ kept }: { kept: KeptStory }) {
  const t = useT();
  const formatBytes = useFormatBytes();
  return (
    <Typography>
      {t('offline.keepDialog.keptDetails', {
        size: formatBytes(kept.bytes),
        languages: sortLanguages(kept.languages)
          .map((language) => languageName(language))
          .join(', '),
      })}
    </Typography>
  );
}

/**
 * Keeping a story for offline: the family picks the narration languages, watches it being
 * kept, and sees its size; or, for a story already kept, removes it from the device.
 */
export default function KeepDialog(props: KeepDialogProps) {
  const { open, onClose, title, slug, languages, preferredLanguage, card, kept } = props;
  const t = useT();
  const friendly = useFriendlyMessage();
  const online = useOnline();
  const titleId = useId();
  const { state, keep, reset } = useKeeping({ slug, card, extraReads: props.extraReads });
  const [changing, setChanging] = useState(false);
  const [removeError, setRemoveError] = useState(false);
  const initial = kept?.languages ?? [
    languages.includes(preferredLanguage) ? preferredLanguage : (languages[0] ?? preferredLanguage),
  ];
  const [chosen, setChosen] = useState<StoryLanguage[]>(initial);
  const showKept = kept !== null && !changing && state.step === 'choosing';
  const keeping = state.step === 'keeping';

  const close = () => {
    reset();
    setChanging(false);
    setRemoveError(false);
    onClose();
  };
  const remove = async () => {
    setRemoveError(false);
    try {
      await removeKeptStory(props.storyId);
      close();
    } catch {
      setRemoveError(true);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // A tap beside the dialog does not stop a story half kept; Escape and Cancel do.
        if (!(keeping && reason === 'backdropClick')) close();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        {showKept
          ? t('offline.keepDialog.keptTitle', { title })
          : t('offline.keepDialog.title', { title })}
      </DialogTitle>
      <DialogContent>
        {showKept && <AlreadyKept kept={kept} />}
        {showKept && removeError && (
          <ErrorState message={t('offline.saved.removeFailed')} onRetry={() => void remove()} />
        )}
        {!showKept && state.step === 'choosing' && (
          <>
            <Typography color="text.secondary">{t('offline.keepDialog.intro')}</Typography>
            <LanguageChoice languages={languages} chosen={chosen} onChange={setChosen} />
          </>
        )}
        {state.step === 'keeping' && <KeepingProgress done={state.done} total={state.total} />}
        {state.step === 'kept' && <KeptNow state={state} />}
        {state.step === 'failed' && (
          <ErrorState
            message={failureMessage(state.error, t, friendly)}
            onRetry={() => void keep(state.languages)}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {showKept && (
          <>
            <Button color="error" onClick={() => void remove()} sx={{ mr: 'auto' }}>
              {t('offline.remove')}
            </Button>
            {online && (
              <Button onClick={() => setChanging(true)}>{t('offline.keepDialog.change')}</Button>
            )}
            <Button variant="contained" onClick={close} autoFocus>
              {t('common.close')}
            </Button>
          </>
        )}
        {!showKept && state.step === 'choosing' && (
          <>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button
              variant="contained"
              disabled={chosen.length === 0}
              onClick={() => void keep(sortLanguages(chosen))}
            >
              {t('offline.keepDialog.keep')}
            </Button>
          </>
        )}
        {(keeping || state.step === 'failed') && (
          <Button onClick={close}>{t('common.cancel')}</Button>
        )}
        {state.step === 'kept' && (
          <Button variant="contained" onClick={close} autoFocus>
            {t('common.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
