import { render, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { rememberPassing } from '../features/grownUps/gateMemory';
import { numberInWords, QUESTION_MAX, QUESTION_MIN } from '../features/grownUps/numberWords';
import type { AppUser } from '../lib/identity';
import { makeTestStore } from './renderWithProviders';

/**
 * A piece of the app (the grown-ups' gate around a place) with the store, messages and theme
 * of the whole app, once the store's saved state is back.
 */
export async function renderWithStore(ui: ReactNode, user: AppUser | null) {
  const testStore = makeTestStore(user);
  const utils = render(
    <AppProviders store={testStore.store} persistor={testStore.persistor}>
      {ui}
    </AppProviders>,
  );
  await waitFor(() => expect(utils.container).not.toBeEmptyDOMElement());
  return { ...utils, ...testStore };
}

/** Passes the grown-ups' gate on screen by answering its question (in English). */
export async function answerTheGate(user: ReturnType<typeof userEvent.setup>) {
  const field = await screen.findByRole<HTMLInputElement>('textbox', {
    name: /^Type .+ in digits$/,
  });
  const label = field.labels?.[0]?.textContent ?? '';
  let asked: number | undefined;
  for (let n = QUESTION_MIN; n <= QUESTION_MAX; n += 1) {
    if (label === `Type ${numberInWords(n, 'english')} in digits`) asked = n;
  }
  if (asked === undefined) throw new Error(`No number in the question "${label}"`);
  await user.type(field, String(asked));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/**
 * A grown-up of each of these accounts passed the gate a moment ago in this tab, for tests
 * of the grown-up places themselves (the board's composer, recording, account removal).
 */
export function grownUpsPassed(...users: AppUser[]) {
  for (const user of users) rememberPassing(user.uid);
}
