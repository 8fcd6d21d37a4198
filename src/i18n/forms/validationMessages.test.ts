import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, messageLookup } from '../catalogues';
import { createTranslator } from '../translator';
import type { z } from 'zod';
import { accountDeletionBodySchema, accountSearchQuerySchema } from '../../../contract/accounts';
import {
  signupBodySchema,
  storyRequestBodySchema,
  type ValidationIssue,
} from '../../../contract/api';
import { boardPostBodySchema } from '../../../contract/board';
import {
  AUTHOR_MAX,
  BOARD_POST_MAX,
  EMAIL_MAX,
  IMAGE_DESCRIPTION_MAX,
  OPTION_TEXT_MAX,
  PAGE_TEXT_MAX,
  PAGES_PER_STORY_MAX,
  QUESTION_TEXT_MAX,
  QUIZ_QUESTIONS_MAX,
  QUIZ_TITLE_MAX,
  REJECT_REASON_MAX,
  STORY_CONTENT_MAX,
  STORY_TITLE_MAX,
  SUMMARY_MAX,
  USERNAME_MAX,
} from '../../../contract/limits';
import { quizContentSchema, quizReviewSchema } from '../../../contract/quizzes';
import { emptyPage, storyReviewSchema, storyUpdateSchema } from '../../../contract/stories';
import {
  UNPLACED_PROBLEM,
  failureOf,
  formProblems,
  problemsInMessage,
  type FormName,
} from './validationMessages';

/**
 * The 400 the server sends for input a schema of the contract refuses: the message names
 * each problem by its path ("body.x: sentence"), and `issues` lists them (see server/src/app.ts).
 */
function refusal(schema: z.ZodType, input: unknown, context = 'body') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the contract accepted the input');
  const issues: ValidationIssue[] = result.error.issues.map((issue) => {
    const limit =
      issue.code === 'too_big' ? issue.maximum : issue.code === 'too_small' ? issue.minimum : null;
    return {
      path: [context, ...issue.path.map(String)].join('.'),
      code: issue.code,
      ...('origin' in issue && typeof issue.origin === 'string' ? { origin: issue.origin } : {}),
      ...(typeof limit === 'number' ? { limit } : {}),
      message: issue.message,
    };
  });
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return { message, issues };
}

/** The same refusal read both ways: from the server's list and from its message alone. */
function bothWays(form: FormName, answer: { message: string; issues: ValidationIssue[] }) {
  const fromIssues = formProblems(form, answer);
  const fromMessage = formProblems(form, { message: answer.message });
  expect(fromMessage).toEqual(fromIssues);
  return fromIssues;
}

const text = (length: number) => 'x'.repeat(length);
const story = { storyName: 'Moon', storyContent: 'A rabbit.', author: 'Meera' };

describe('the story request form', () => {
  const refused = (storyRequest: Partial<typeof story>) =>
    bothWays(
      'storyRequest',
      refusal(storyRequestBodySchema, { storyRequest: { ...story, ...storyRequest } }),
    );

  it('says how long the title, the author and the story may be, on each field', () => {
    expect(refused({ storyName: text(STORY_TITLE_MAX + 1) }).fields).toEqual({
      storyName: 'The story title can be at most 200 characters.',
    });
    expect(refused({ author: text(AUTHOR_MAX + 1) }).fields).toEqual({
      author: "The author's name can be at most 200 characters.",
    });
    expect(refused({ storyContent: text(STORY_CONTENT_MAX + 1) }).fields).toEqual({
      storyContent: 'Your story can be at most 20,000 characters.',
    });
  });

  it('asks for what is missing, in the form’s own words', () => {
    expect(refused({ storyName: ' ', author: '', storyContent: '' })).toEqual({
      fields: {
        storyName: 'Please give your story a name.',
        author: 'Please tell us who wrote it.',
        storyContent: 'Please write your story.',
      },
      others: [],
    });
    expect(bothWays('storyRequest', refusal(storyRequestBodySchema, {})).others).toEqual([
      UNPLACED_PROBLEM,
    ]);
  });

  it('says a refused character is hidden and how to get rid of it', () => {
    expect(refused({ storyName: 'Moon\u0000' }).fields.storyName).toBe(
      'The story title contains a hidden character that cannot be saved. Please type it again instead of pasting it.',
    );
    expect(refused({ author: 'M\ud800' }).fields.author).toMatch(
      /^The author's name contains a hidden/,
    );
  });

  it('explains the page limit from the route’s own refusals', () => {
    const tooMany = {
      message:
        'body.storyRequest.storyContent: The story makes 130 pages; a story may have at most 100.',
      issues: [
        {
          path: 'body.storyRequest.storyContent',
          code: 'too_big',
          origin: 'pages',
          limit: PAGES_PER_STORY_MAX,
          message: 'The story makes 130 pages; a story may have at most 100.',
        },
      ],
    };
    expect(bothWays('storyRequest', tooMany).fields).toEqual({
      storyContent:
        'Your story would make 130 pages, and a story can have at most 100. Please shorten it or join some short paragraphs.',
    });
    const empty = {
      message: 'body.storyRequest.storyContent: The story is empty.',
      issues: [
        {
          path: 'body.storyRequest.storyContent',
          code: 'too_small',
          origin: 'pages',
          limit: 1,
          message: 'The story is empty.',
        },
      ],
    };
    expect(bothWays('storyRequest', empty).fields).toEqual({
      storyContent: 'Please write your story.',
    });
  });

  it('reads zod’s own wording as well as the contract’s', () => {
    expect(
      formProblems('storyRequest', {
        message: 'body.storyRequest.storyName: Too big: expected string to have <=200 characters',
      }).fields,
    ).toEqual({ storyName: 'The story title can be at most 200 characters.' });
  });
});

describe('sign-up', () => {
  const body = { username: 'Meera Rao', email: 'meera@example.com', userId: 'uid-1' };
  const refused = (change: Partial<typeof body>) =>
    bothWays('signup', refusal(signupBodySchema, { ...body, ...change }));

  it('says how long the name and the e-mail address may be', () => {
    expect(refused({ username: text(USERNAME_MAX + 1) }).fields).toEqual({
      name: 'Your first and last name together can be at most 100 characters.',
    });
    expect(refused({ email: `${text(EMAIL_MAX)}@example.com` }).fields).toEqual({
      email: 'The e-mail address can be at most 254 characters.',
    });
    expect(refused({ email: 'meera.example.com' }).fields).toEqual({
      email: 'Please enter a valid e-mail address.',
    });
    expect(
      formProblems('signup', {
        message: 'body.email: The e-mail address must be at most 254 characters.',
      }).fields,
    ).toEqual({ email: 'The e-mail address can be at most 254 characters.' });
  });

  it('keeps a sentence the server wrote for people', () => {
    expect(
      formProblems('signup', {
        message: 'body.email: The e-mail address must be the one you signed in with.',
      }).fields,
    ).toEqual({ email: 'The e-mail address must be the one you signed in with.' });
  });
});

describe('the message board composer', () => {
  it('says how long a post may be, and asks for one', () => {
    expect(
      bothWays('boardPost', refusal(boardPostBodySchema, { text: text(BOARD_POST_MAX + 1) }))
        .fields,
    ).toEqual({ text: 'Your message can be at most 500 characters.' });
    expect(bothWays('boardPost', refusal(boardPostBodySchema, { text: '  ' })).fields).toEqual({
      text: 'Please write something before posting.',
    });
  });
});

describe('the reject dialog', () => {
  it('says how long the reason may be, for a story and for a quiz', () => {
    for (const schema of [storyReviewSchema, quizReviewSchema]) {
      const refused = bothWays(
        'review',
        refusal(schema, { decision: 'reject', reason: text(REJECT_REASON_MAX + 1) }),
      );
      expect(refused.fields).toEqual({ reason: 'The reason can be at most 1,000 characters.' });
    }
    expect(
      bothWays('review', refusal(quizReviewSchema, { decision: 'reject', reason: ' ' })).fields,
    ).toEqual({ reason: 'Please write the reason the author will read.' });
  });
});

describe('account removal', () => {
  it('says how long the searched address may be, and keeps the search’s own advice', () => {
    const tooLong = refusal(
      accountSearchQuerySchema,
      { email: text(EMAIL_MAX + 1) },
      'querystring',
    );
    expect(bothWays('accountSearch', tooLong).fields).toEqual({
      email: 'The e-mail address can be at most 254 characters.',
    });
    const tooShort = refusal(accountSearchQuerySchema, { email: 'ab' }, 'querystring');
    expect(bothWays('accountSearch', tooShort).fields).toEqual({
      email: 'Type at least 3 characters of the e-mail address.',
    });
  });

  it('says how long the confirmation may be, and asks for it', () => {
    expect(
      bothWays(
        'accountDeletion',
        refusal(accountDeletionBodySchema, { confirmEmail: text(EMAIL_MAX + 1) }),
      ).fields,
    ).toEqual({ confirmEmail: 'The e-mail address can be at most 254 characters.' });
    expect(bothWays('accountDeletion', refusal(accountDeletionBodySchema, {})).fields).toEqual({
      confirmEmail: "Please type the account's e-mail address to confirm.",
    });
  });
});

describe('quizzes', () => {
  const question = { prompt: 'Who?', options: ['Crow', 'Fox'], answerIndex: 0 };
  const quiz = { storyId: 'story-1', title: 'Crow quiz', questions: [question, question] };
  const refused = (change: Partial<typeof quiz>) =>
    bothWays('quiz', refusal(quizContentSchema, { ...quiz, ...change }));

  it('says how long the title, each question and each answer may be, on each field', () => {
    expect(refused({ title: text(QUIZ_TITLE_MAX + 1) }).fields).toEqual({
      title: 'The quiz title can be at most 120 characters.',
    });
    const long = { ...question, prompt: text(QUESTION_TEXT_MAX + 1) };
    expect(refused({ questions: [question, long] }).fields).toEqual({
      'questions.1.prompt': 'Question 2 can be at most 200 characters.',
    });
    const longAnswer = { ...question, options: ['Crow', text(OPTION_TEXT_MAX + 1)] };
    expect(refused({ questions: [longAnswer] }).fields).toEqual({
      'questions.0.options.1': 'Answer B of question 1 can be at most 80 characters.',
    });
  });

  it('keeps the wizard’s own words for missing and wrong answers', () => {
    const blank = { prompt: ' ', options: ['Crow', ' '], answerIndex: 3 };
    expect(refused({ title: ' ', questions: [blank] }).fields).toEqual({
      title: 'Give the quiz a title',
      'questions.0.prompt': 'Write the question',
      'questions.0.options.1': 'Write this answer or remove it',
      'questions.0.answerIndex': 'Mark the right answer',
    });
  });

  it('says how many questions and answers a quiz may have', () => {
    expect(
      refused({ questions: Array<typeof question>(QUIZ_QUESTIONS_MAX + 1).fill(question) }).fields,
    ).toEqual({ questions: 'A quiz has at most 20 questions' });
    expect(
      formProblems('quiz', {
        message: 'body.questions: Too big: expected array to have <=20 items',
      }).fields,
    ).toEqual({ questions: 'A quiz can have at most 20 questions.' });
    expect(
      formProblems('quiz', {
        message: 'body.questions.2.options: Too small: expected array to have >=2 items',
      }).fields,
    ).toEqual({ 'questions.2.options': 'Question 3 needs at least 2 answers.' });
  });
});

describe('the story editor', () => {
  const page = { ...emptyPage(1), parent_narration_text: 'Once.' };
  const update = {
    title: 'Moon',
    author: 'Meera',
    version: 1,
    pages: [page, { ...page, page_no: 2 }],
  };
  const refused = (change: Record<string, unknown>) =>
    bothWays('storyEdit', refusal(storyUpdateSchema, { ...update, ...change }));

  it('says how long the title, the author and the summary may be', () => {
    expect(refused({ title: text(STORY_TITLE_MAX + 1) }).fields).toEqual({
      title: 'The story title can be at most 200 characters.',
    });
    expect(refused({ author: text(AUTHOR_MAX + 1) }).fields).toEqual({
      author: "The author's name can be at most 200 characters.",
    });
    expect(refused({ summary: text(SUMMARY_MAX + 1) }).fields).toEqual({
      summary: 'The summary can be at most 500 characters.',
    });
    expect(refused({ translated_titles: { hindi: text(STORY_TITLE_MAX + 1) } }).fields).toEqual({
      'translated_titles.hindi': 'The हिन्दी title can be at most 200 characters.',
    });
  });

  it('names the page and the language of a too long text', () => {
    const long = {
      ...page,
      page_no: 2,
      parent_narration_text: text(PAGE_TEXT_MAX + 1),
      image_description: text(IMAGE_DESCRIPTION_MAX + 1),
      tamil: text(PAGE_TEXT_MAX + 1),
    };
    expect(refused({ pages: [page, long] }).fields).toEqual({
      'pages.1.parent_narration_text':
        'The English text of page 2 can be at most 1,500 characters.',
      'pages.1.image_description':
        'The picture description of page 2 can be at most 1,000 characters.',
      'pages.1.tamil': 'The தமிழ் text of page 2 can be at most 1,500 characters.',
    });
  });

  it('says how many pages a story may have', () => {
    const pages = Array.from({ length: PAGES_PER_STORY_MAX + 1 }, (_, i) => ({
      ...page,
      page_no: (i % PAGES_PER_STORY_MAX) + 1,
    }));
    expect(refused({ pages }).fields).toEqual({ pages: 'A story may have at most 100 pages.' });
    expect(refused({ pages: [] }).fields).toEqual({ pages: 'A story needs at least one page.' });
  });
});

describe('reading a message', () => {
  it('splits the problems of a message at each path, not at every semicolon', () => {
    expect(
      problemsInMessage(
        'body.storyRequest.storyContent: The story makes 130 pages; a story may have at most 100.; querystring.email: Too short (and 3 more)',
      ),
    ).toEqual([
      {
        path: 'body.storyRequest.storyContent',
        sentence: 'The story makes 130 pages; a story may have at most 100.',
      },
      { path: 'querystring.email', sentence: 'Too short' },
    ]);
  });

  it('leaves a message that names no field to the form, in friendly words', () => {
    expect(formProblems('boardPost', { message: 'Network Error' })).toEqual({
      fields: {},
      others: ['We could not reach Kahani. Please check your internet connection and try again.'],
    });
    expect(formProblems('boardPost', { message: 'You cannot report your own post.' })).toEqual({
      fields: {},
      others: ['You cannot report your own post.'],
    });
  });

  it('ignores a malformed list and reads the message instead', () => {
    expect(
      formProblems('boardPost', {
        message: 'body.text: Your message must be at most 500 characters.',
        issues: [{ path: 7 }, 'nonsense'],
      }).fields,
    ).toEqual({ text: 'Your message can be at most 500 characters.' });
  });

  it('takes the failure of a rejected thunk from its payload and meta', () => {
    expect(
      failureOf({ payload: 'body.text: x', meta: { issues: [{ path: 'body.text' }] } }, 'Failed'),
    ).toEqual({ message: 'body.text: x', issues: [{ path: 'body.text' }] });
    expect(failureOf({}, 'Failed')).toEqual({ message: 'Failed', issues: undefined });
  });
});

describe('the sentences in the interface language', () => {
  const translatorOf = (language: 'english' | 'hindi' | 'marathi', tag: string) =>
    createTranslator(tag, messageLookup(language), (id) => {
      throw new Error(`No ${language} message ${id}`);
    });
  beforeAll(() =>
    Promise.all([loadCatalogue('english'), loadCatalogue('hindi'), loadCatalogue('marathi')]),
  );

  const failures: [FormName, unknown][] = [
    [
      'storyRequest',
      {
        storyRequest: { storyName: 'T'.repeat(STORY_TITLE_MAX + 1), storyContent: '', author: 'A' },
      },
    ],
    ['quiz', { storyId: '', title: '', questions: [{ prompt: '', options: ['', 'b'] }] }],
    ['signup', { username: '', email: 'not-an-address', userId: 'u1' }],
  ];

  it.each(failures)(
    '%s: says in English through the catalogue exactly what it says without a translator',
    (form, input) => {
      const schema =
        form === 'storyRequest'
          ? storyRequestBodySchema
          : form === 'quiz'
            ? quizContentSchema
            : signupBodySchema;
      const answer = refusal(schema, input);
      expect(formProblems(form, answer, translatorOf('english', 'en'))).toEqual(
        formProblems(form, answer),
      );
    },
  );

  it('says a field’s problem in Hindi, and Marathi’s numbers in its own digits', () => {
    const answer = refusal(storyRequestBodySchema, {
      storyRequest: {
        storyName: 'T'.repeat(STORY_TITLE_MAX + 1),
        storyContent: 'Text',
        author: 'A',
      },
    });
    expect(formProblems('storyRequest', answer, translatorOf('hindi', 'hi')).fields.storyName).toBe(
      `कहानी का शीर्षक में ज़्यादा से ज़्यादा ${STORY_TITLE_MAX} अक्षर हो सकते हैं।`,
    );
    expect(
      formProblems('storyRequest', answer, translatorOf('marathi', 'mr')).fields.storyName,
    ).toBe('गोष्टीचे शीर्षक मध्ये जास्तीत जास्त २०० अक्षरे असू शकतात.');
  });

  it('translates the contract’s own sentences and an unplaced problem', () => {
    const hindi = translatorOf('hindi', 'hi');
    const answer = refusal(quizContentSchema, {
      storyId: 's1',
      title: 'Quiz',
      questions: [{ prompt: '', options: ['a', 'b'], answerIndex: 0 }],
    });
    expect(formProblems('quiz', answer, hindi).fields['questions.0.prompt']).toBe('प्रश्न लिखें');
    expect(
      formProblems('boardPost', { message: 'body.extra: Invalid input' }, hindi).others,
    ).toEqual(['फ़ॉर्म में कुछ स्वीकार नहीं हो सका। कृपया इसे जाँचकर फिर से कोशिश करें।']);
  });
});
