import {
  OPTIONS_MIN,
  quizContentSchema,
  type DraftQuestion,
  type QuizContent,
  type QuizDraft,
} from '../../../contract/quizzes';

/** Messages by field path ("title", "questions.0.prompt", "questions.0.options.1"). */
export type FieldErrors = Record<string, string>;

export const emptyQuestion = (): DraftQuestion => ({
  prompt: '',
  options: Array.from({ length: OPTIONS_MIN }, () => ''),
});

export const emptyDraft = (): QuizDraft => ({
  step: 0,
  title: '',
  questions: [emptyQuestion()],
});

/** The draft as the server's schema reads it (a draft without a story has an empty one). */
const asContent = (draft: Pick<QuizDraft, 'storyId' | 'title' | 'questions'>) => ({
  storyId: draft.storyId ?? '',
  title: draft.title,
  questions: draft.questions,
});

function collect(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = prefix + issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The whole quiz's problems; none means it can be sent. */
export function quizErrors(draft: Pick<QuizDraft, 'storyId' | 'title' | 'questions'>): FieldErrors {
  const result = quizContentSchema.safeParse(asContent(draft));
  return result.success ? {} : collect(result.error.issues);
}

/** The quiz as it is sent, or null while something is still wrong. */
export function toContent(
  draft: Pick<QuizDraft, 'storyId' | 'title' | 'questions'>,
): QuizContent | null {
  const result = quizContentSchema.safeParse(asContent(draft));
  return result.success ? result.data : null;
}

/** The value at a field's path ("questions.0.options.1") of the quiz's fields. */
function valueAt(fields: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      fields,
    );
}

/**
 * The server's refusals that still apply: those of fields unchanged since the quiz was sent
 * (a field that was edited since is checked by the form itself again).
 */
export function refusalsStillApplying(
  refusals: FieldErrors,
  sent: Pick<QuizDraft, 'title' | 'questions'>,
  current: Pick<QuizDraft, 'title' | 'questions'>,
): FieldErrors {
  return Object.fromEntries(
    Object.entries(refusals).filter(
      ([path]) => JSON.stringify(valueAt(sent, path)) === JSON.stringify(valueAt(current, path)),
    ),
  );
}
