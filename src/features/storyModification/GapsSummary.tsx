import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { TRANSLATION_LANGUAGES } from '../../../contract/languages';
import { describeGaps, type StoryGaps } from '../../../contract/storyGaps';

/** What the whole draft still lacks, above its pages. Not a live region: it follows every keystroke. */
export function GapsSummary({ gaps }: { gaps: StoryGaps }) {
  if (gaps.complete) {
    return (
      <Alert severity="success" role="region" aria-label="What is missing">
        Every page has a picture, text and all {TRANSLATION_LANGUAGES.length} translations.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="region" aria-label="What is missing">
      <AlertTitle>Still missing</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {describeGaps(gaps).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}
