import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  OPTIONS_MAX,
  OPTIONS_MIN,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
} from '../../../contract/limits';
import type { DraftQuestion } from '../../../contract/quizzes';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useT } from '../../i18n/useT';
import type { FieldErrors } from './quizValidation';

interface QuestionEditorProps {
  index: number;
  question: DraftQuestion;
  /** Messages to show now, by path ("questions.0.prompt"). */
  errors: FieldErrors;
  onChange(question: DraftQuestion): void;
  /** Marks a field as visited, so its message shows. */
  onTouch(path: string): void;
  onRemove?: () => void;
}

/** The right answer after option `removed` is taken away. */
function answerAfterRemoving(answerIndex: number | undefined, removed: number): number | undefined {
  if (answerIndex === undefined || answerIndex === removed) return undefined;
  return answerIndex > removed ? answerIndex - 1 : answerIndex;
}

/** One question: its text, 2 to 4 answers and which one is right. */
export function QuestionEditor({
  index,
  question,
  errors,
  onChange,
  onTouch,
  onRemove,
}: QuestionEditorProps) {
  const t = useT();
  const path = `questions.${index}`;
  const number = index + 1;
  const setOption = (optionIndex: number, text: string) =>
    onChange({
      ...question,
      options: question.options.map((option, i) => (i === optionIndex ? text : option)),
    });
  const removeOption = (optionIndex: number) =>
    onChange({
      ...question,
      options: question.options.filter((_, i) => i !== optionIndex),
      answerIndex: answerAfterRemoving(question.answerIndex, optionIndex),
    });
  const markRight = (optionIndex: number) => {
    onChange({ ...question, answerIndex: optionIndex });
    onTouch(`${path}.answerIndex`);
  };
  const questionLevelError = errors[`${path}.answerIndex`] ?? errors[`${path}.options`];

  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-label={t('games.question.heading', { number })}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, m: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography component="legend" variant="h6" sx={{ flexGrow: 1, float: 'left' }}>
          {t('games.question.heading', { number })}
        </Typography>
        {onRemove && (
          <Tooltip title={t('games.question.removeHint')}>
            <IconButton aria-label={t('games.question.remove', { number })} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <LimitedTextField
        label={t('games.question.label')}
        value={question.prompt}
        onChange={(event) => onChange({ ...question, prompt: event.target.value })}
        onBlur={() => onTouch(`${path}.prompt`)}
        error={Boolean(errors[`${path}.prompt`])}
        helperText={errors[`${path}.prompt`]}
        limit={QUESTION_TEXT_MAX}
        trim
        fullWidth
        multiline
        required
        sx={{ mb: 2 }}
      />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('games.question.answersHint')}
      </Typography>
      <Stack
        spacing={1.5}
        role="radiogroup"
        aria-label={t('games.question.rightAnswerOf', { number })}
      >
        {question.options.map((option, optionIndex) => {
          const optionPath = `${path}.options.${optionIndex}`;
          const letter = String.fromCharCode(65 + optionIndex);
          return (
            <Stack key={optionIndex} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Radio
                checked={question.answerIndex === optionIndex}
                onChange={() => markRight(optionIndex)}
                slotProps={{
                  input: { 'aria-label': t('games.question.answerIsRight', { letter }) },
                }}
                sx={{ mt: 0.5 }}
              />
              <LimitedTextField
                label={t('games.question.answer', { letter })}
                value={option}
                onChange={(event) => setOption(optionIndex, event.target.value)}
                onBlur={() => onTouch(optionPath)}
                error={Boolean(errors[optionPath])}
                helperText={errors[optionPath]}
                limit={OPTION_TEXT_MAX}
                trim
                show="near"
                size="small"
                fullWidth
              />
              {question.options.length > OPTIONS_MIN && (
                <Tooltip title={t('games.question.removeAnswerHint')}>
                  <IconButton
                    aria-label={t('games.question.removeAnswer', { letter, number })}
                    onClick={() => removeOption(optionIndex)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          );
        })}
      </Stack>
      {questionLevelError && (
        <FormHelperText error sx={{ ml: 1, mt: 1, fontSize: 14 }}>
          {questionLevelError}
        </FormHelperText>
      )}
      {question.options.length < OPTIONS_MAX && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange({ ...question, options: [...question.options, ''] })}
          sx={{ mt: 1 }}
        >
          {t('games.question.addAnswer')}
        </Button>
      )}
    </Paper>
  );
}
