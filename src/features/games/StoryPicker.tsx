import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { StorySummary } from '../../../contract/stories';
import { StoryPicture } from '../../components/StoryPicture';
import { useT } from '../../i18n/useT';

/** Big cards of the published stories; one can be chosen. */
export function StoryPicker({
  stories,
  selectedId,
  onSelect,
}: {
  stories: StorySummary[];
  selectedId: string | null;
  onSelect(story: StorySummary): void;
}) {
  const t = useT();
  if (!stories.length) {
    return <Typography color="text.secondary">{t('games.picker.none')}</Typography>;
  }
  return (
    <Box
      role="radiogroup"
      aria-label={t('games.picker.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
      }}
    >
      {stories.map((story) => {
        const selected = story._id === selectedId;
        return (
          <Card
            key={story._id}
            variant="outlined"
            sx={{
              borderWidth: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'action.selected' : 'background.paper',
            }}
          >
            <CardActionArea
              role="radio"
              aria-checked={selected}
              onClick={() => onSelect(story)}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5, minHeight: 72 }}
            >
              {story.coverImage && (
                <StoryPicture
                  path={story.coverImage}
                  alt=""
                  sizes="56px"
                  loading="lazy"
                  sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 2, flexShrink: 0 }}
                />
              )}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{story.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('games.picker.pages', { count: story.pageCount })}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
