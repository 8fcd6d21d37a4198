import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QUIZ_QUESTIONS_MAX, QUIZ_TITLE_MAX } from '../../../contract/limits';
import type { QuizDraft } from '../../../contract/quizzes';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';
import { contractSentence } from '../../i18n/forms/validationMessages';
import { QuestionEditor } from './QuestionEditor';
import { emptyQuestion, quizErrors, type FieldErrors } from './quizValidation';

export type QuizFields = Pick<QuizDraft, 'title' | 'questions'>;

/**
 * The title and questions of a quiz, checked as they are written: a field's message shows
 * once it has been left (or, with `showAllErrors`, everywhere at once).
 */
export function QuizForm({
  value,
  onChange,
  showAllErrors,
  refusals = {},
}: {
  value: QuizFields;
  onChange(value: QuizFields): void;
  showAllErrors: boolean;
  /** What the server refused, by path, in a parent's words (shown until the form's own check). */
  refusals?: FieldErrors;
}) {
  const t = useT();
  const translator = useTranslator();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (path: string) =>
    setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path)));
  const allErrors = quizErrors({ storyId: 'any', ...value });
  // The contract's sentences ("Write the question") in the interface language.
  const visible: FieldErrors = Object.fromEntries(
    Object.entries({
      ...refusals,
      ...Object.fromEntries(
        Object.entries(allErrors).filter(([path]) => showAllErrors || touched.has(path)),
      ),
    }).map(([path, sentence]) => [path, contractSentence(sentence, translator)]),
  );
  const questionsError = visible.questions;

  return (
    <Stack spacing={3}>
      <LimitedTextField
        label={t('games.form.quizTitle')}
        value={value.title}
        onChange={(event) => onChange({ ...value, title: event.target.value })}
        onBlur={() => touch('title')}
        error={Boolean(visible.title)}
        helperText={visible.title}
        limit={QUIZ_TITLE_MAX}
        trim
        required
        fullWidth
      />
      {value.questions.map((question, index) => (
        <QuestionEditor
          key={index}
          index={index}
          question={question}
          errors={visible}
          onTouch={touch}
          onChange={(changed) =>
            onChange({
              ...value,
              questions: value.questions.map((item, i) => (i === index ? changed : item)),
            })
          }
          {...(value.questions.length > 1
            ? {
                onRemove: () =>
                  onChange({
                    ...value,
                    questions: value.questions.filter((_, i) => i !== index),
                  }),
              }
            : {})}
        />
      ))}
      {questionsError && <Typography color="error">{questionsError}</Typography>}
      {value.questions.length < QUIZ_QUESTIONS_MAX ? (
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => onChange({ ...value, questions: [...value.questions, emptyQuestion()] })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('games.form.addQuestion')}
        </Button>
      ) : (
        <Typography color="text.secondary">
          {t('games.form.mostQuestions', { count: QUIZ_QUESTIONS_MAX })}
        </Typography>
      )}
    </Stack>
  );
}
