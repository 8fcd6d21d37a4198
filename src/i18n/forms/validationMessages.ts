import type { ValidationIssue } from '../../../contract/api';
import { LANGUAGE_LABELS, TRANSLATION_LANGUAGES } from '../../../contract/languageNames';
import type { MessageId } from '../messageIds';
import englishForms from '../catalogues/english/forms.json';
import { friendlyMessage } from '../../lib/errors';

/*
 * The server refuses a bad request with a 400 whose message names each problem by its path,
 * "body.storyRequest.storyName: Story name must be at most 200 characters.", and lists the
 * same problems as `issues` (path, zod's code, what was measured, the limit). A form turns
 * them into sentences a parent understands, each on the field it concerns. The list is used
 * when the server sent one; otherwise the message is read, so any backend that speaks the
 * contract is understood.
 */

/** A sentence or phrase of the forms catalogue, with its values (numbers, other phrases). */
export interface Said {
  id: MessageId;
  values?: Record<string, string | number | Said>;
}

/** What the sentences are said with: the interface language's messages and numbers. */
export interface FormTranslator {
  message(id: MessageId, values?: Record<string, string | number>): string;
  number(value: number): string;
  /** A failure that names no field, in the interface language (the screen's known failures). */
  friendly?(message: string): string;
}

const ENGLISH_FORMS: Record<string, string> = englishForms;

/**
 * English straight from the catalogue, for callers without a translator: its forms messages
 * hold plain {placeholders} only, so no message parser is needed for them.
 */
export const ENGLISH_FORM_WORDS: FormTranslator = {
  message: (id, values) =>
    (ENGLISH_FORMS[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) =>
      String(values?.[name] ?? ''),
    ),
  number: (value) => value.toLocaleString('en'),
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A sentence in the translator's language: numbers in its digits, phrases said first. */
export function say(translator: FormTranslator, said: Said, sentence = true): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(said.values ?? {})) {
    values[name] =
      typeof value === 'number'
        ? translator.number(value)
        : typeof value === 'string'
          ? value
          : say(translator, value, false);
  }
  const text = translator.message(said.id, values);
  // A phrase ("the story title") may open the sentence it is put in.
  return sentence ? capitalized(text) : text;
}

const said = (id: MessageId, values?: Said['values']): Said => (values ? { id, values } : { id });

/** How a form speaks of one of its fields. */
interface FieldWords {
  /** What the sentences call it: "the story title". */
  noun: Said;
  /** Said when it is empty or missing. */
  required?: Said;
  /** Said when it is not in the expected form (an e-mail address). */
  invalid?: Said;
  /** Said when it holds more items than allowed (answers of a question, questions of a quiz). */
  tooMany?: (limit: number) => Said;
  /** Said when it holds fewer items than needed. */
  tooFew?: (limit: number) => Said;
  /** Said when a story would make more pages than a story may have. */
  tooManyPages?: (limit: number, pages: number | undefined) => Said;
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
const EMAIL_WORDS: FieldWords = {
  noun: said('forms.field.email'),
  required: said('forms.email.required'),
  invalid: said('forms.email.invalid'),
};

/**
 * Quiz fields: the same paths when a parent sends a quiz and an administrator saves one. The
 * sentences for missing text are the wizard's own, so the server and the wizard agree.
 */
const QUIZ_FIELDS: FieldRule[] = [
  exactly('body.storyId', 'storyId', {
    noun: said('forms.field.story'),
    required: said('forms.pickStory'),
    invalid: said('forms.pickStory'),
  }),
  exactly('body.title', 'title', {
    noun: said('forms.field.quizTitle'),
    required: said('forms.quiz.titleRequired'),
  }),
  exactly('body.questions', 'questions', {
    noun: said('forms.field.quiz'),
    tooMany: (limit) => said('forms.quiz.tooManyQuestions', { limit }),
    tooFew: (limit) =>
      limit === 1
        ? said('forms.quiz.tooFewQuestionsOne')
        : said('forms.quiz.tooFewQuestions', { limit }),
  }),
  {
    path: /^body\.questions\.(\d+)\.prompt$/,
    field: ([question]) => `questions.${question}.prompt`,
    words: ([question]) => ({
      noun: said('forms.field.question', { number: ordinal(question!) }),
      required: said('forms.quiz.promptRequired'),
    }),
  },
  {
    path: /^body\.questions\.(\d+)\.options$/,
    field: ([question]) => `questions.${question}.options`,
    words: ([question]) => ({
      noun: said('forms.field.answersOfQuestion', { number: ordinal(question!) }),
      tooMany: (limit) => said('forms.quiz.tooManyAnswers', { number: ordinal(question!), limit }),
      tooFew: (limit) => said('forms.quiz.tooFewAnswers', { number: ordinal(question!), limit }),
    }),
  },
  {
    path: /^body\.questions\.(\d+)\.options\.(\d+)$/,
    field: ([question, option]) => `questions.${question}.options.${option}`,
    words: ([question, option]) => ({
      noun: said('forms.field.answerOfQuestion', {
        letter: letter(option!),
        number: ordinal(question!),
      }),
      required: said('forms.quiz.answerRequired'),
    }),
  },
  {
    path: /^body\.questions\.(\d+)\.answerIndex$/,
    field: ([question]) => `questions.${question}.answerIndex`,
    words: ([question]) => ({
      noun: said('forms.field.rightAnswerOfQuestion', { number: ordinal(question!) }),
      required: said('forms.quiz.markRightAnswer'),
    }),
  },
];

const TRANSLATIONS = TRANSLATION_LANGUAGES.join('|');
const languageLabel = (language: string | undefined) =>
  LANGUAGE_LABELS[language as keyof typeof LANGUAGE_LABELS];

/** Every form that sends text to the server, and its fields. */
const FORMS = {
  /** /CreateStory. */
  storyRequest: [
    exactly('body.storyRequest.storyName', 'storyName', {
      noun: said('forms.field.storyTitle'),
      required: said('forms.required.storyName'),
    }),
    exactly('body.storyRequest.author', 'author', {
      noun: said('forms.field.author'),
      required: said('forms.required.author'),
    }),
    exactly('body.storyRequest.storyContent', 'storyContent', {
      noun: said('forms.field.yourStory'),
      required: said('forms.required.storyContent'),
      tooManyPages: (limit, pages) =>
        pages
          ? said('forms.story.tooManyPagesCounted', { pages, limit })
          : said('forms.story.tooManyPages', { limit }),
    }),
  ],
  /** /signup: the first and last name are sent joined, as the username. */
  signup: [
    exactly('body.username', 'name', {
      noun: said('forms.field.fullName'),
      required: said('forms.required.name'),
    }),
    exactly('body.email', 'email', EMAIL_WORDS),
  ],
  /** The message board's composer. */
  boardPost: [
    exactly('body.text', 'text', {
      noun: said('forms.field.message'),
      required: said('forms.required.boardPost'),
    }),
  ],
  /** The reject dialog of a story or a quiz. */
  review: [
    exactly('body.reason', 'reason', {
      noun: said('forms.field.reason'),
      required: said('forms.required.reason'),
    }),
  ],
  /** The search of the account removal screen. */
  accountSearch: [exactly('querystring.email', 'email', EMAIL_WORDS)],
  /** The confirmation of an account's deletion. */
  accountDeletion: [
    exactly('body.confirmEmail', 'confirmEmail', {
      noun: said('forms.field.email'),
      required: said('forms.required.confirmEmail'),
    }),
  ],
  /** The game wizard and the administrators' quiz review. */
  quiz: QUIZ_FIELDS,
  /** A child's profile (/children): the nickname is the one field typed freely. */
  childProfile: [
    exactly('body.nickname', 'nickname', {
      noun: said('forms.field.nickname'),
      required: said('forms.required.nickname'),
    }),
  ],
  /** The story editor. */
  storyEdit: [
    exactly('body.title', 'title', {
      noun: said('forms.field.storyTitle'),
      required: said('forms.required.storyTitle'),
    }),
    exactly('body.author', 'author', { noun: said('forms.field.author') }),
    exactly('body.summary', 'summary', { noun: said('forms.field.summary') }),
    exactly('body.pages', 'pages', {
      noun: said('forms.field.story'),
      tooMany: (limit) => said('forms.story.atMostPages', { limit }),
      tooFew: () => said('forms.story.atLeastOnePage'),
    }),
    {
      path: /^body\.pages\.(\d+)\.parent_narration_text$/,
      field: ([page]) => `pages.${page}.parent_narration_text`,
      words: ([page]) => ({
        noun: said('forms.field.pageEnglishText', { number: ordinal(page!) }),
      }),
    },
    {
      path: /^body\.pages\.(\d+)\.image_description$/,
      field: ([page]) => `pages.${page}.image_description`,
      words: ([page]) => ({ noun: said('forms.field.pagePicture', { number: ordinal(page!) }) }),
    },
    {
      path: new RegExp(`^body\\.pages\\.(\\d+)\\.(${TRANSLATIONS})$`),
      field: ([page, language]) => `pages.${page}.${language}`,
      words: ([page, language]) => ({
        noun: said('forms.field.pageText', {
          language: languageLabel(language),
          number: ordinal(page!),
        }),
      }),
    },
    {
      path: new RegExp(`^body\\.translated_titles\\.(${TRANSLATIONS})$`),
      field: ([language]) => `translated_titles.${language}`,
      words: ([language]) => ({
        noun: said('forms.field.translatedTitle', { language: languageLabel(language) }),
      }),
    },
  ],
} satisfies Record<string, FieldRule[]>;

/**
 * The sentences the contract writes for people (its quiz checks), which forms show as they
 * are in English and translate in any other language.
 */
const CONTRACT_SENTENCES: [RegExp, (match: RegExpExecArray) => Said][] = [
  [/^Write the question$/, () => said('forms.quiz.promptRequired')],
  [/^Write this answer or remove it$/, () => said('forms.quiz.answerRequired')],
  [/^Mark the right answer$/, () => said('forms.quiz.markRightAnswer')],
  [/^Two answers are the same$/, () => said('forms.quiz.sameAnswers')],
  [/^Give the quiz a title$/, () => said('forms.quiz.titleRequired')],
  [/^Write at least one question$/, () => said('forms.quiz.writeOneQuestion')],
  [
    /^Give at least (\d+) answers$/,
    (match) => said('forms.quiz.giveAtLeastAnswers', { limit: Number(match[1]) }),
  ],
  [
    /^Give at most (\d+) answers$/,
    (match) => said('forms.quiz.giveAtMostAnswers', { limit: Number(match[1]) }),
  ],
  [
    /^A quiz has at most (\d+) questions$/,
    (match) => said('forms.quiz.atMostQuestions', { limit: Number(match[1]) }),
  ],
  [
    /^credits\.sourceUrl must be an http or https address\.$/,
    () => said('forms.credits.sourceUrlInvalid'),
  ],
];

/** A sentence of the contract in the translator's language; any other is kept as written. */
export function contractSentence(sentence: string, translator = ENGLISH_FORM_WORDS): string {
  for (const [pattern, words] of CONTRACT_SENTENCES) {
    const match = pattern.exec(sentence);
    if (match) return say(translator, words(match));
  }
  return sentence;
}

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

/**
 * The sentence for a problem of a field the form has. A sentence the contract wrote for
 * people ("Write the question") is kept as it is; a technical one is said in the field's words.
 */
function sentenceFor(kind: Kind, words: FieldWords, serverSentence: string): Said | string {
  if (!isTechnical(serverSentence)) return serverSentence;
  const field = words.noun;
  const otherwise = said('forms.check', { field });
  switch (kind.kind) {
    case 'too_long':
      return said('forms.tooLong', { field, limit: kind.limit });
    case 'too_short':
      return said('forms.tooShort', { field, limit: kind.limit });
    case 'required':
      return words.required ?? said('forms.fillIn', { field });
    case 'too_many':
      return words.tooMany?.(kind.limit) ?? otherwise;
    case 'too_few':
      return words.tooFew?.(kind.limit) ?? otherwise;
    case 'too_many_pages':
      return (
        words.tooManyPages?.(kind.limit, kind.pages) ??
        said('forms.tooManyPagesOf', { field, limit: kind.limit })
      );
    case 'bad_character':
      return said('forms.badCharacter', { field });
    case 'invalid':
      return words.invalid ?? otherwise;
    case 'other':
      return otherwise;
  }
}

/** Said of a problem with something the form has no field for, when its words are technical. */
export const UNPLACED_PROBLEM = ENGLISH_FORMS['forms.unplaced']!;

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
 * rest (or the whole message, when it names no field) for the form's general message. In
 * English unless a translator (see useFormProblems) says them in the interface language.
 */
export function formProblems(
  form: FormName,
  failure: Failure,
  translator: FormTranslator = ENGLISH_FORM_WORDS,
): FormProblems {
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
  if (!problems.length) {
    const friendly = translator.friendly ?? friendlyMessage;
    return { fields: {}, others: [friendly(failure.message)] };
  }
  const words = (sentence: Said | string) =>
    typeof sentence === 'string'
      ? contractSentence(sentence, translator)
      : say(translator, sentence);

  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const problem of problems) {
    const place = fieldAt(form, problem.path);
    if (place) {
      fields[place.field] ??= words(sentenceFor(problem.kind, place.words, problem.sentence));
    } else {
      const sentence = isTechnical(problem.sentence)
        ? say(translator, said('forms.unplaced'))
        : contractSentence(problem.sentence, translator);
      if (!others.includes(sentence)) others.push(sentence);
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
