import { setupServer } from 'msw/node';
import { storyHandlers } from './handlers';

export const API = 'http://api.test';
export const server = setupServer(...storyHandlers);
