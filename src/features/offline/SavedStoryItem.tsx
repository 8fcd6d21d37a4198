import MenuBookIcon from '@mui/icons-material/MenuBookRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { languageName, sortLanguages } from '../../../contract/storyLanguages';
import { StoryPicture } from '../../components/StoryPicture';
import { LanguageNameTag } from '../../components/Tag';
import { useTimeAgo } from '../../i18n/relativeTime';
import { useT } from '../../i18n/useT';
import { PICTURE_BACKGROUND } from '../../lib/brand';
import type { KeptStory } from '../../lib/offline/keptStore';
import { storyAddress } from '../../lib/story/readingPlace';
import type { ShownTitle } from '../../lib/story/storyTitle';
import { useFormatBytes } from './formatBytes';

/** The cover is drawn at most this wide (CSS pixels). */
const COVER_SIZES = '(max-width: 600px) 112px, 160px';

/** One kept story: its cover, title, languages, size and when it was kept; Read and Remove. */
export function SavedStoryItem({
  kept,
  title,
  onRemove,
}: {
  kept: KeptStory;
  title: ShownTitle;
  onRemove: () => void;
}) {
  const t = useT();
  const timeAgo = useTimeAgo();
  const formatBytes = useFormatBytes();
  const { card } = kept;
  return (
    <Box
      component="li"
      aria-label={title.text}
      sx={{
        display: 'flex',
        gap: { xs: 1.5, sm: 2.5 },
        p: { xs: 1.5, sm: 2 },
        borderRadius: '20px',
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: { xs: 112, sm: 160 },
          aspectRatio: '4 / 3',
          alignSelf: 'flex-start',
          borderRadius: '14px',
          overflow: 'hidden',
          bgcolor: PICTURE_BACKGROUND,
        }}
      >
        {card.coverImage && (
          <StoryPicture
            path={card.coverImage}
            alt=""
            sizes={COVER_SIZES}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          variant="h6"
          component="h2"
          lang={title.lang}
          dir={title.dir}
          sx={{ lineHeight: 1.25, overflowWrap: 'anywhere' }}
        >
          {title.text}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {formatBytes(kept.bytes)} · {t('offline.saved.keptWhen', { when: timeAgo(kept.keptAt) })}
        </Typography>
        <Box
          component="ul"
          aria-label={t('offline.keepDialog.languages')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, mt: 1 }}
        >
          {sortLanguages(kept.languages).map((language) => (
            <LanguageNameTag key={language} as="li">
              {languageName(language)}
            </LanguageNameTag>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button
            component={RouterLink}
            to={storyAddress(card)}
            variant="contained"
            startIcon={<MenuBookIcon />}
            aria-label={t('offline.saved.readStory', { title: title.text })}
          >
            {t('offline.saved.read')}
          </Button>
          <Button
            color="error"
            onClick={onRemove}
            aria-label={t('offline.saved.removeStory', { title: title.text })}
          >
            {t('offline.saved.remove')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
