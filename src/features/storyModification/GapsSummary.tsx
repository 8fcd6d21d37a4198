import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { StoryGaps } from '../../../contract/storyGaps';
import { useT } from '../../i18n/useT';
import { useGapWords } from './useGapWords';

/** What the whole draft still lacks, above its pages. Not a live region: it follows every keystroke. */
export function GapsSummary({ gaps }: { gaps: StoryGaps }) {
  const t = useT();
  const describeGaps = useGapWords();
  if (gaps.complete) {
    return (
      <Alert severity="success" role="region" aria-label={t('editor.gaps.region')}>
        {t('editor.gaps.complete', { count: gaps.translationLanguages.length })}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="region" aria-label={t('editor.gaps.region')}>
      <AlertTitle>{t('editor.gaps.stillMissing')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {describeGaps(gaps).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}
