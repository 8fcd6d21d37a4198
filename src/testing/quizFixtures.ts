import type {
  Leaderboard,
  PendingQuiz,
  PlayableQuiz,
  Quiz,
  QuizDraft,
} from '../../contract/quizzes';

export const quiz = (overrides: Partial<Quiz> = {}): Quiz => ({
  _id: 'quiz-1',
  storyId: 'story-1',
  storyTitle: 'The Thirsty Crow',
  title: 'Quiz: The Thirsty Crow',
  questions: [
    { prompt: 'What did the crow want?', options: ['Water', 'Bread', 'A hat'], answerIndex: 0 },
    { prompt: 'What did it drop in the pot?', options: ['Pebbles', 'Leaves'], answerIndex: 0 },
  ],
  status: 'pending',
  createdBy: 'parent-1',
  authorName: 'Meera Rao',
  rejectionReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const pendingQuiz = (overrides: Partial<PendingQuiz> = {}): PendingQuiz => ({
  _id: 'quiz-1',
  title: 'Quiz: The Thirsty Crow',
  storyId: 'story-1',
  storyTitle: 'The Thirsty Crow',
  authorName: 'Meera Rao',
  questionCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The quiz as a player receives it: no right answers. */
export const playableQuiz = (source: Quiz = quiz({ status: 'approved' })): PlayableQuiz => ({
  _id: source._id,
  title: source.title,
  storyId: source.storyId,
  questions: source.questions.map(({ prompt, options }) => ({ prompt, options })),
});

export const draft = (overrides: Partial<QuizDraft> = {}): QuizDraft => ({
  step: 1,
  storyId: 'story-1',
  title: 'Crow quiz',
  questions: [{ prompt: 'Who was thirsty?', options: ['The crow', ''] }],
  ...overrides,
});

export const emptyLeaderboard = (period: Leaderboard['period'] = 'week'): Leaderboard => ({
  period,
  since: period === 'week' ? '2026-11-23T00:00:00.000Z' : null,
  top: [],
  caller: null,
});
