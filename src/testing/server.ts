import { setupServer } from 'msw/node';
import { storyHandlers } from './handlers';
import { quizHandlers } from './quizHandlers';
import { recordingHandlers } from './recordingHandlers';

export const API = 'http://api.test';
export const server = setupServer(...storyHandlers, ...quizHandlers, ...recordingHandlers);
