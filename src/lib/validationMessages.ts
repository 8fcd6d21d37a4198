import type { ValidationIssue } from '../../contract/api';
import { LANGUAGE_LABELS, TRANSLATION_LANGUAGES } from '../../contract/languageNames';
import { friendlyMessage } from './errors';

/*
 * The server refuses a bad request with a 400 whose message names each problem by its path,
 * "body.storyRequest.storyName: Story name must be at most 200 characters.", and lists the
 * same problems as `issues` (path, zod's code, what was measured, the limit). A form turns
 * them into sentences a parent understands, each on the field it concerns. The list is used
 * when the server sent one; otherwise the message is read, so any backend that speaks the
 * contract is understood.
 */

/** How a form speaks of one of its fields. */
interface FieldWords {
  /** What the sentences call it: "the story title". */
  noun: string;
  /** Said when it is empty or missing. */
  required?: string;
  /** Said when it is not in the expected form (an e-mail address). */
  invalid?: string;
  /** Said when it holds more items than allowed (answers of a question, questions of a quiz). */
  tooMany?: (limit: number) => string;
  /** Said when it holds fewer items than needed. */
  tooFew?: (limit: number) => string;
  /** Said when a story would make more pages than a story may have. */
  tooManyPages?: (limit: number, pages: number | undefined) => string;
}

/** One field of a form: the server's path (a pattern for list items) and the form's name. */
interface FieldRule {
  path: RegExp;
  /** The form's name for the field, from the path's captures: "questions.0.prompt". */
  field: (captures: string[]) => string;
  words: (captures: string[]) => FieldWords;
}

const exactly = (path: string, field: string, words: FieldWords): FieldRule => ({
  path: new RegExp(`^${path.replaceAll('.', '\\.')}$`),
  field: () => field,
  words: () => words,
});

const ordinal = (index: string) => Number(index) + 1;
const letter = (index: string) => String.fromCharCode(65 + Number(index));
const EMAIL_WORDS = {
  noun: 'the e-mail address',
  required: 'Please enter your e-mail address.',
  invalid: 'Please enter a valid e-mail address.',
};

/**
 * Quiz fields: the same paths when a parent sends a quiz and an administrator saves one. The
 * sentences for missing text are the wizard's own, so the server and the wizard agree.
 */
const QUIZ_FIELDS: FieldRule[] = [
  exactly('body.storyId', 'storyId', {
    noun: 'the story',
    required: 'Please pick a story.',
    invalid: 'Please pick a story.',
  }),
  exactly('body.title', 'title', { noun: 'the quiz title', required: 'Give the quiz a title' }),
  exactly('body.questions', 'questions', {
    noun: 'the quiz',
    tooMany: (limit) => `A quiz can have at most ${limit} questions.`,
    tooFew: (limit) => `Write at least ${limit === 1 ? 'one question' : `${limit} questions`}.`,
  }),
  {
    path: /^body\.questions\.(\d+)\.prompt$/,
    field: ([question]) => `questions.${question}.prompt`,
    words: ([question]) => ({
      noun: `question ${ordinal(question!)}`,
      required: 'Write the question',
    }),
  },
  {
    path: /^body\.questions\.(\d+)\.options$/,
    field: ([question]) => `questions.${question}.options`,
    words: ([question]) => ({
      noun: `the answers of question ${ordinal(question!)}`,
      tooMany: (limit) => `Question ${ordinal(question!)} can have at most ${limit} answers.`,
      tooFew: (limit) => `Question ${ordinal(question!)} needs at least ${limit} answers.`,
    }),
  },
  {
    path: /^body\.questions\.(\d+)\.options\.(\d+)$/,
    field: ([question, option]) => `questions.${question}.options.${option}`,
    words: ([question, option]) => ({
      noun: `answer ${letter(option!)} of question ${ordinal(question!)}`,
      required: 'Write this answer or remove it',
    }),
  },
  {
    path: /^body\.questions\.(\d+)\.answerIndex$/,
    field: ([question]) => `questions.${question}.answerIndex`,
    words: ([question]) => ({
      noun: `the right answer of question ${ordinal(question!)}`,
      required: 'Mark the right answer',
    }),
  },
];

const TRANSLATIONS = TRANSLATION_LANGUAGES.join('|');

/** Every form that sends text to the server, and its fields. */
const FORMS = {
  /** /CreateStory. */
  storyRequest: [
    exactly('body.storyRequest.storyName', 'storyName', {
      noun: 'the story title',
      required: 'Please give your story a name.',
    }),
    exactly('body.storyRequest.author', 'author', {
      noun: "the author's name",
      required: 'Please tell us who wrote it.',
    }),
    exactly('body.storyRequest.storyContent', 'storyContent', {
      noun: 'your story',
      required: 'Please write your story.',
      tooManyPages: (limit, pages) =>
        `${pages ? `Your story would make ${pages} pages` : 'Your story would make too many pages'}, and a story can have at most ${limit}. Please shorten it or join some short paragraphs.`,
    }),
  ],
  /** /signup: the first and last name are sent joined, as the username. */
  signup: [
    exactly('body.username', 'name', {
      noun: 'your first and last name together',
      required: 'Please enter your name.',
    }),
    exactly('body.email', 'email', EMAIL_WORDS),
  ],
  /** The message board's composer. */
  boardPost: [
    exactly('body.text', 'text', {
      noun: 'your message',
      required: 'Please write something before posting.',
    }),
  ],
  /** The reject dialog of a story or a quiz. */
  review: [
    exactly('body.reason', 'reason', {
      noun: 'the reason',
      required: 'Please write the reason the author will read.',
    }),
  ],
  /** The search of the account removal screen. */
  accountSearch: [exactly('querystring.email', 'email', EMAIL_WORDS)],
  /** The confirmation of an account's deletion. */
  accountDeletion: [
    exactly('body.confirmEmail', 'confirmEmail', {
      noun: 'the e-mail address',
      required: "Please type the account's e-mail address to confirm.",
    }),
  ],
  /** The game wizard and the administrators' quiz review. */
  quiz: QUIZ_FIELDS,
  /** The story editor. */
  storyEdit: [
    exactly('body.title', 'title', {
      noun: 'the story title',
      required: 'A story needs a title.',
    }),
    exactly('body.author', 'author', { noun: "the author's name" }),
    exactly('body.summary', 'summary', { noun: 'the summary' }),
    exactly('body.pages', 'pages', {
      noun: 'the story',
      tooMany: (limit) => `A story can have at most ${limit} pages.`,
      tooFew: () => 'A story needs at least one page.',
    }),
    {
      path: /^body\.pages\.(\d+)\.parent_narration_text$/,
      field: ([page]) => `pages.${page}.parent_narration_text`,
      words: ([page]) => ({ noun: `the English text of page ${ordinal(page!)}` }),
    },
    {
      path: /^body\.pages\.(\d+)\.image_description$/,
      field: ([page]) => `pages.${page}.image_description`,
      words: ([page]) => ({ noun: `the picture description of page ${ordinal(page!)}` }),
    },
    {
      path: new RegExp(`^body\\.pages\\.(\\d+)\\.(${TRANSLATIONS})$`),
      field: ([page, language]) => `pages.${page}.${language}`,
      words: ([page, language]) => ({
        noun: `the ${LANGUAGE_LABELS[language as keyof typeof LANGUAGE_LABELS]} text of page ${ordinal(page!)}`,
      }),
    },
    {
      path: new RegExp(`^body\\.translated_titles\\.(${TRANSLATIONS})$`),
      field: ([language]) => `translated_titles.${language}`,
      words: ([language]) => ({
        noun: `the ${LANGUAGE_LABELS[language as keyof typeof LANGUAGE_LABELS]} title`,
      }),
    },
  ],
} satisfies Record<string, FieldRule[]>;

export type FormName = keyof typeof FORMS;

/** What a failed call left: the server's message and, when it sent them, its issues. */
export interface Failure {
  message: string;
  issues?: readonly unknown[] | undefined;
}

/** The problems of a failed call, as a form shows them. */
export interface FormProblems {
  /** A sentence for each field of the form that has a problem (the first problem of each). */
  fields: Record<string, string>;
  /** Sentences about anything the form has no field for, for its general message. */
  others: string[];
}

/** What kind of problem an issue is, whichever way it was learnt. */
type Kind =
  | { kind: 'too_long'; limit: number }
  | { kind: 'too_short'; limit: number }
  | { kind: 'required' }
  | { kind: 'too_many'; limit: number }
  | { kind: 'too_few'; limit: number }
  | { kind: 'too_many_pages'; limit: number; pages?: number }
  | { kind: 'bad_character' }
  | { kind: 'invalid' }
  | { kind: 'other' };

const BAD_CHARACTER = /must not contain the character U\+0000|contains a broken character/;
const STORY_PAGES = /makes (\d+) pages; a story may have at most (\d+)/;

/**
 * Sentences written for people (the contract's own, such as "Write the question"), as
 * opposed to zod's defaults and the contract's labelled checks ("Story name is required."),
 * which name a field by its label or by nothing at all.
 */
const TECHNICAL = [
  /^(Too big|Too small|Invalid|Unrecognized)\b/,
  /\bis required\b/,
  /\bmust be text\.$/,
  /\bmust be at most [\d,]+ characters\.$/,
  BAD_CHARACTER,
  /^The e-mail address is not valid\.$/,
  STORY_PAGES,
  /^The story is empty\.$/,
];
const isTechnical = (sentence: string) => TECHNICAL.some((pattern) => pattern.test(sentence));

const number = (text: string | undefined) => Number((text ?? '').replaceAll(',', ''));

/** The kind of a problem from the sentence alone (a message without an issues list). */
function kindFromSentence(sentence: string): Kind {
  let match: RegExpExecArray | null;
  if ((match = /must be at most ([\d,]+) characters\.$/.exec(sentence))) {
    return { kind: 'too_long', limit: number(match[1]) };
  }
  if ((match = /^Too big: expected string to have <=?(\d+) characters?/.exec(sentence))) {
    return { kind: 'too_long', limit: number(match[1]) };
  }
  if ((match = /^Too small: expected string to have >=?(\d+) characters?/.exec(sentence))) {
    const limit = number(match[1]);
    return limit > 1 ? { kind: 'too_short', limit } : { kind: 'required' };
  }
  if ((match = /^Too big: expected array to have <=?(\d+) items?/.exec(sentence))) {
    return { kind: 'too_many', limit: number(match[1]) };
  }
  if ((match = /^Too small: expected array to have >=?(\d+) items?/.exec(sentence))) {
    return { kind: 'too_few', limit: number(match[1]) };
  }
  if ((match = STORY_PAGES.exec(sentence))) {
    return { kind: 'too_many_pages', limit: number(match[2]), pages: number(match[1]) };
  }
  if (BAD_CHARACTER.test(sentence)) return { kind: 'bad_character' };
  if (/\bis required\b|\bmust be text\.$|^The story is empty\.$/.test(sentence)) {
    return { kind: 'required' };
  }
  if (/^The e-mail address is not valid\.$|^Invalid/.test(sentence)) return { kind: 'invalid' };
  return { kind: 'other' };
}

/** The kind of a problem from the server's list: its code, what was measured and the limit. */
function kindFromIssue(issue: ValidationIssue): Kind {
  const { code, origin, limit } = issue;
  const pages = origin === 'pages';
  if (code === 'too_big' && limit !== undefined) {
    if (origin === 'string') return { kind: 'too_long', limit };
    if (origin === 'array') return { kind: 'too_many', limit };
    if (pages) {
      const counted = STORY_PAGES.exec(issue.message)?.[1];
      return { kind: 'too_many_pages', limit, ...(counted ? { pages: number(counted) } : {}) };
    }
  }
  if (code === 'too_small' && limit !== undefined) {
    if (pages || (origin === 'string' && limit <= 1)) return { kind: 'required' };
    if (origin === 'string') return { kind: 'too_short', limit };
    if (origin === 'array') return { kind: 'too_few', limit };
  }
  if (code === 'invalid_type') return { kind: 'required' };
  if (code === 'invalid_format') return { kind: 'invalid' };
  if (BAD_CHARACTER.test(issue.message)) return { kind: 'bad_character' };
  return { kind: 'other' };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const count = (value: number) => value.toLocaleString('en');

/**
 * The sentence for a problem of a field the form has. A sentence the contract wrote for
 * people ("Write the question") is kept as it is; a technical one is said in the field's words.
 */
function sentenceFor(kind: Kind, words: FieldWords, serverSentence: string): string {
  if (!isTechnical(serverSentence)) return serverSentence;
  const { noun } = words;
  const otherwise = `Please check ${noun}.`;
  switch (kind.kind) {
    case 'too_long':
      return `${capitalized(noun)} can be at most ${count(kind.limit)} characters.`;
    case 'too_short':
      return `${capitalized(noun)} needs at least ${count(kind.limit)} characters.`;
    case 'required':
      return words.required ?? `Please fill in ${noun}.`;
    case 'too_many':
      return words.tooMany?.(kind.limit) ?? otherwise;
    case 'too_few':
      return words.tooFew?.(kind.limit) ?? otherwise;
    case 'too_many_pages':
      return (
        words.tooManyPages?.(kind.limit, kind.pages) ??
        `${capitalized(noun)} can have at most ${count(kind.limit)} pages.`
      );
    case 'bad_character':
      return `${capitalized(noun)} contains a hidden character that cannot be saved. Please type it again instead of pasting it.`;
    case 'invalid':
      return words.invalid ?? otherwise;
    case 'other':
      return otherwise;
  }
}

/** Said of a problem with something the form has no field for, when its words are technical. */
export const UNPLACED_PROBLEM =
  'Something in the form could not be accepted. Please check it and try again.';

/** Where a validation message names a path: "body.x.y: sentence". */
const PATH_PREFIX = /^((?:body|querystring|params|headers)(?:\.[^\s:;]+)?): /;
const NEXT_PROBLEM = /; (?=(?:body|querystring|params|headers)(?:\.[^\s:;]+)?: )/;

/** The problems a message names, or none when it is not a validation message. */
export function problemsInMessage(message: string): { path: string; sentence: string }[] {
  if (!PATH_PREFIX.test(message)) return [];
  return message
    .replace(/ \(and \d+ more\)$/, '')
    .split(NEXT_PROBLEM)
    .flatMap((part) => {
      const match = PATH_PREFIX.exec(part);
      return match ? [{ path: match[1]!, sentence: part.slice(match[0].length) }] : [];
    });
}

const isIssue = (value: unknown): value is ValidationIssue => {
  const issue = value as Partial<ValidationIssue> | null;
  return (
    typeof issue === 'object' &&
    issue !== null &&
    typeof issue.path === 'string' &&
    typeof issue.code === 'string' &&
    typeof issue.message === 'string' &&
    (issue.limit === undefined || typeof issue.limit === 'number') &&
    (issue.origin === undefined || typeof issue.origin === 'string')
  );
};

/** The form's field at a server path, and how to speak of it. */
function fieldAt(form: FormName, path: string): { field: string; words: FieldWords } | null {
  for (const rule of FORMS[form] as FieldRule[]) {
    const match = rule.path.exec(path);
    if (match) {
      const captures = match.slice(1);
      return { field: rule.field(captures), words: rule.words(captures) };
    }
  }
  return null;
}

/**
 * A failed call's problems in a form's words: a sentence per field the form has, and the
 * rest (or the whole message, when it names no field) for the form's general message.
 */
export function formProblems(form: FormName, failure: Failure): FormProblems {
  const listed = (failure.issues ?? []).filter(isIssue);
  const problems = listed.length
    ? listed.map((issue) => ({
        path: issue.path,
        sentence: issue.message,
        kind: kindFromIssue(issue),
      }))
    : problemsInMessage(failure.message).map(({ path, sentence }) => ({
        path,
        sentence,
        kind: kindFromSentence(sentence),
      }));
  if (!problems.length) return { fields: {}, others: [friendlyMessage(failure.message)] };

  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const problem of problems) {
    const place = fieldAt(form, problem.path);
    if (place) {
      fields[place.field] ??= sentenceFor(problem.kind, place.words, problem.sentence);
    } else {
      const said = isTechnical(problem.sentence) ? UNPLACED_PROBLEM : problem.sentence;
      if (!others.includes(said)) others.push(said);
    }
  }
  return { fields, others };
}

/** The failure a rejected thunk carries: its message, and the issues in its meta. */
export function failureOf(
  action: { payload?: unknown; meta?: { issues?: unknown[] } },
  fallback: string,
): Failure {
  return {
    message: typeof action.payload === 'string' ? action.payload : fallback,
    issues: action.meta?.issues,
  };
}
