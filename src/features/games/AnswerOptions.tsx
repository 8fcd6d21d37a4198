import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Feedback } from './useAttemptAnswers';

/**
 * Colour of an option once the question is answered: the right one green, a wrong pick red;
 * an answer held until back online is only marked as the one chosen.
 */
function optionColor(feedback: Feedback | null, index: number) {
  if (!feedback) return 'primary' as const;
  if (!feedback.checked)
    return index === feedback.choice ? ('info' as const) : ('primary' as const);
  if (index === feedback.checked.answerIndex) return 'success' as const;
  return index === feedback.choice ? ('error' as const) : ('primary' as const);
}

/** A question's answers as big buttons to tap; once checked, the right and wrong ones show. */
export function AnswerOptions({
  options,
  feedback,
  checking,
  onChoose,
}: {
  options: string[];
  feedback: Feedback | null;
  checking: boolean;
  onChoose(choice: number): void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {options.map((option, optionIndex) => (
        <Button
          key={optionIndex}
          variant={
            feedback && optionColor(feedback, optionIndex) !== 'primary' ? 'contained' : 'outlined'
          }
          color={optionColor(feedback, optionIndex)}
          disabled={
            checking || (feedback !== null && optionColor(feedback, optionIndex) === 'primary')
          }
          onClick={() => {
            if (!feedback) onChoose(optionIndex);
          }}
          aria-pressed={feedback?.choice === optionIndex}
          sx={{
            minHeight: 72,
            fontSize: 20,
            textTransform: 'none',
            borderRadius: 4,
            borderWidth: 2,
            '&:hover': { borderWidth: 2 },
          }}
        >
          {option}
        </Button>
      ))}
    </Box>
  );
}
