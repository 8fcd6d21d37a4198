import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/useT';

/** How many words were read to the coach, and the words still hard (shown as the child read them). */
export function CoachWords({ practised, hardWords }: { practised: number; hardWords: string[] }) {
  const t = useT();
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('family.words.title')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('family.words.practised', { count: practised })}</Typography>
      <Typography variant="body2" component="h4" color="text.secondary" sx={{ mb: 0.75 }}>
        {t('family.words.hard')}
      </Typography>
      {hardWords.length === 0 ? (
        <Typography variant="body2">{t('family.words.noneHard')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {hardWords.map((word) => (
            <li key={word}>
              <Chip label={word} variant="outlined" sx={{ fontSize: 16 }} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
