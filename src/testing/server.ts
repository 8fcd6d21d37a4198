import { setupServer } from 'msw/node';
import { childrenHandlers } from './childrenHandlers';
import { familyHandlers } from './familyHandlers';
import { storyHandlers } from './handlers';
import { quizHandlers } from './quizHandlers';
import { recordingHandlers } from './recordingHandlers';

export const API = 'http://api.test';
export const server = setupServer(
  ...storyHandlers,
  ...quizHandlers,
  ...recordingHandlers,
  ...familyHandlers,
  ...childrenHandlers,
);
