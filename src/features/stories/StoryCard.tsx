import Box from '@mui/material/Box';
import { memo, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { languageName } from '../../../contract/storyLanguages';
import type { StorySummary } from '../../../contract/stories';
import { CardBody, CardLink, CardSurface } from '../../components/CardParts';
import { LicenceMark } from '../../components/LicenceMark';
import { LanguageNameTag, Tag } from '../../components/Tag';
import { PICTURE_BACKGROUND } from '../../lib/brand';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { StoryPicture } from '../../components/StoryPicture';
import { storyAddress } from '../../lib/story/readingPlace';

/** A card is the screen's width on phones, half of it on tablets, a column of a grid beyond. */
const CARD_PICTURE_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 360px';
import { titleIn } from '../../lib/story/storyTitle';

/** How far the reader got, as a thin bar under the picture. */
function ReadingProgress({ percent }: { percent: number }) {
  const t = useT();
  return (
    <Box
      role="progressbar"
      aria-label={t('stories.card.readingProgress')}
      aria-valuenow={Math.round(percent)}
      aria-valuemin={0}
      aria-valuemax={100}
      sx={{ height: 4, bgcolor: 'secondary.light', overflow: 'hidden' }}
    >
      <Box sx={{ height: '100%', width: `${percent}%`, bgcolor: 'secondary.main' }} />
    </Box>
  );
}

/**
 * `priority`: the card is likely above the fold, so its picture loads at once. `heading`: the
 * title's level, below the list's own headings.
 */
// Memoised: a page of cards added to the list leaves the cards already shown as they are.
export const StoryCard = memo(function StoryCard({
  story,
  priority = false,
  heading = 'h2',
  actions,
}: {
  story: StorySummary;
  priority?: boolean;
  heading?: 'h2' | 'h3';
  /**
   * What the app lays over the card (keeping it for offline): outside the card's link, as a
   * button may not sit inside one, and over it, so the card's size never changes when it comes.
   */
  actions?: ((story: StorySummary) => ReactNode) | undefined;
}) {
  const t = useT();
  const language = useAppSelector((state) => state.interfaceLanguage.language);
  // The card, and its name for screen readers, show the title in the interface's language.
  const title = titleIn(story, language);
  const progress =
    story.lastPageRead && story.pageCount ? (story.lastPageRead / story.pageCount) * 100 : 0;
  return (
    <CardSurface aria-label={title.text} sx={actions && { position: 'relative' }}>
      <CardLink to={storyAddress(story)}>
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: PICTURE_BACKGROUND }}>
          {story.coverImage && (
            <StoryPicture
              path={story.coverImage}
              alt=""
              sizes={CARD_PICTURE_SIZES}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
          {story.status !== 'published' && (
            <Tag
              tone={story.status === 'pending' ? 'warning' : 'error'}
              sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }}
            >
              {story.status === 'pending'
                ? t('stories.card.pending')
                : t('stories.card.notApproved')}
            </Tag>
          )}
        </Box>
        {progress > 0 && <ReadingProgress percent={story.finished ? 100 : progress} />}
        <CardBody>
          <Typography
            variant="h6"
            component={heading}
            lang={title.lang}
            dir={title.dir}
            sx={{ lineHeight: 1.25, mb: 0.5 }}
          >
            {title.text}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('stories.card.byline', { author: story.author, count: story.pageCount })}
          </Typography>
          {story.summary && (
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {story.summary}
            </Typography>
          )}
          {story.lastPageRead && !story.finished ? (
            <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 700, mb: 1 }}>
              {t('stories.card.continueReading', {
                page: story.lastPageRead,
                count: story.pageCount,
              })}
            </Typography>
          ) : null}
          {story.finished && (
            <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 700, mb: 1 }}>
              {t('stories.card.finished')}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
            <Box
              component="ul"
              aria-label={t('stories.card.languages')}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                flexGrow: 1,
                gap: 0.5,
                listStyle: 'none',
                m: 0,
                p: 0,
              }}
            >
              {story.languages.map((language) => (
                <LanguageNameTag key={language} as="li">
                  {languageName(language)}
                </LanguageNameTag>
              ))}
            </Box>
            <LicenceMark licence={story.licence} />
          </Box>
        </CardBody>
      </CardLink>
      {actions?.(story)}
    </CardSurface>
  );
});
