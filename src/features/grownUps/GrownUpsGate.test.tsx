import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../contract/languageNames';
import type { AppUser } from '../../lib/identity';
import { sessionChanged } from '../auth';
import { speak } from '../../testing/interfaceLanguage';
import { renderWithStore } from '../../testing/grownUps';
import { ADMIN, PARENT } from '../../testing/renderWithProviders';
import { GrownUpsGate } from '.';
import type { GatePlacement } from './GrownUpsGate';
import { GATE_MEMORY_MS } from './gateMemory';
import { QUESTION_MAX, QUESTION_MIN, numberInWords } from './numberWords';

const PLACE = 'The grown-ups’ place';

/** The gate around a grown-up place. */
const renderGate = (
  user: AppUser | null = PARENT,
  placement?: GatePlacement,
  onCancel?: () => void,
) =>
  renderWithStore(
    <GrownUpsGate placement={placement} onCancel={onCancel}>
      <h2>{PLACE}</h2>
      <button type="button">Something grown-up</button>
    </GrownUpsGate>,
    user,
  );

/** The question's label in the languages these tests speak. */
const QUESTIONS: Partial<Record<Language, (words: string) => string>> = {
  english: (words) => `Type ${words} in digits`,
  marathi: (words) => `${words} अंकांमध्ये लिहा`,
};

/** The number the question asks for, read back from its words. */
function askedNumber(language: Language = 'english') {
  const field = screen.getByRole<HTMLInputElement>('textbox');
  const label = field.labels?.[0]?.textContent ?? '';
  for (let n = QUESTION_MIN; n <= QUESTION_MAX; n += 1) {
    if (label === QUESTIONS[language]!(numberInWords(n, language))) return n;
  }
  throw new Error(`No number in the question "${label}"`);
}

const answerField = () => screen.getByRole('textbox');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the grown-ups’ gate', () => {
  it('asks a question first and opens the place for the right answer, focus on its heading', async () => {
    const user = userEvent.setup();
    await renderGate();
    expect(screen.getByRole('heading', { level: 1, name: 'For grown-ups' })).toBeInTheDocument();
    expect(screen.queryByText(PLACE)).not.toBeInTheDocument();
    expect(answerField()).toHaveAccessibleName(/^Type .+ in digits$/);

    await user.type(answerField(), String(askedNumber()));
    await user.keyboard('{Enter}');

    const place = await screen.findByRole('heading', { name: PLACE });
    expect(place).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'For grown-ups' })).not.toBeInTheDocument();
  });

  it('says a wrong answer at the field and asks a new question each time', async () => {
    const user = userEvent.setup();
    await renderGate();
    const seen = new Set<number>();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const asked = askedNumber();
      seen.add(asked);
      await user.type(answerField(), String(asked === 99 ? 98 : asked + 1));
      await user.click(continueButton());

      expect(answerField()).toHaveAttribute('aria-invalid', 'true');
      expect(answerField()).toHaveAccessibleDescription(
        'That is not the number. Here is a new one.',
      );
      expect(answerField()).toHaveValue('');
      expect(answerField()).toHaveFocus();
      const next = askedNumber();
      expect(next).not.toBe(asked);
      // Screen readers hear the new question with the error, as the field keeps focus.
      expect(screen.getByRole('status')).toHaveTextContent(
        `That is not the number. Here is a new one. Type ${numberInWords(next, 'english')} in digits`,
      );
    }
    expect(screen.queryByText(PLACE)).not.toBeInTheDocument();

    await user.type(answerField(), String(askedNumber()));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: PLACE })).toBeInTheDocument();
  });

  it('asks for digits when nothing or words were typed, keeping the question for nothing', async () => {
    const user = userEvent.setup();
    await renderGate();
    const asked = askedNumber();
    await user.click(continueButton());
    expect(answerField()).toHaveAccessibleDescription('Please type the number in digits.');
    expect(answerField()).toHaveFocus();
    expect(askedNumber()).toBe(asked);

    await user.type(answerField(), numberInWords(asked, 'english'));
    await user.click(continueButton());
    expect(answerField()).toHaveAccessibleDescription('That is not the number. Here is a new one.');
    expect(screen.queryByText(PLACE)).not.toBeInTheDocument();
  });

  it('asks in the interface language and takes its own digits', async () => {
    const user = userEvent.setup();
    const { store } = await renderGate();
    await speak(store, 'marathi');
    await waitFor(() => expect(answerField()).toHaveAccessibleName(/अंकांमध्ये लिहा$/));
    const asked = askedNumber('marathi');
    const devanagari = String(asked).replace(/\d/g, (digit) =>
      String.fromCodePoint(0x966 + Number(digit)),
    );
    await user.type(answerField(), devanagari);
    await user.click(screen.getByRole('button', { name: 'पुढे चला' }));
    expect(await screen.findByRole('heading', { name: PLACE })).toBeInTheDocument();
  });

  it('lets the grown-up re-enter the account’s password instead', async () => {
    const user = userEvent.setup();
    const { identity } = await renderGate();
    identity.passwords.set(PARENT.email!, 'blue-kite-42');

    await user.click(screen.getByRole('button', { name: 'Use my password instead' }));
    const password = screen.getByLabelText('Your password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'blue-kite-42');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: PLACE })).toHaveFocus();
  });

  it('refuses a wrong password at the field, and an empty one before asking', async () => {
    const user = userEvent.setup();
    const { identity } = await renderGate();
    identity.passwords.set(PARENT.email!, 'blue-kite-42');
    await user.click(screen.getByRole('button', { name: 'Use my password instead' }));
    const password = screen.getByLabelText('Your password');

    await user.click(continueButton());
    expect(password).toHaveAccessibleDescription('Please enter your password.');

    await user.type(password, 'red-kite-42');
    await user.click(continueButton());
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('That password is not right. Please try again.'),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(screen.queryByText(PLACE)).not.toBeInTheDocument();

    // And back to the question, focus on its field.
    await user.click(screen.getByRole('button', { name: 'Answer a question instead' }));
    expect(answerField()).toHaveFocus();
  });

  it('says what the provider answers when the password cannot be checked', async () => {
    const user = userEvent.setup();
    const { identity } = await renderGate();
    await user.click(screen.getByRole('button', { name: 'Use my password instead' }));
    identity.failNext = { code: 'auth/too-many-requests' };
    await user.type(screen.getByLabelText('Your password'), 'blue-kite-42');
    await user.click(continueButton());
    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  });

  it('offers no password to an account without an address', async () => {
    await renderGate({ uid: 'phone-only', displayName: 'Ravi', email: null });
    expect(answerField()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my password instead' })).toBeNull();
  });

  it('remembers a grown-up for 15 minutes on this tab, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-03T10:00:00Z') });
    const user = userEvent.setup();
    const first = await renderGate();
    await user.type(answerField(), String(askedNumber()));
    await user.click(continueButton());
    await screen.findByRole('heading', { name: PLACE });
    first.unmount();

    vi.setSystemTime(new Date(Date.now() + GATE_MEMORY_MS - 1000));
    const second = await renderGate();
    expect(screen.getByRole('heading', { name: PLACE })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    second.unmount();

    vi.setSystemTime(new Date(Date.now() + 1000));
    await renderGate();
    expect(screen.getByRole('heading', { name: 'For grown-ups' })).toBeInTheDocument();
    expect(screen.queryByText(PLACE)).not.toBeInTheDocument();
  });

  it('asks again when another account signs in on the same tab', async () => {
    const user = userEvent.setup();
    const { store } = await renderGate(PARENT);
    await user.type(answerField(), String(askedNumber()));
    await user.click(continueButton());
    await screen.findByRole('heading', { name: PLACE });

    act(() => {
      store.dispatch(sessionChanged(ADMIN));
    });
    expect(screen.getByRole('heading', { name: 'For grown-ups' })).toBeInTheDocument();
    expect(screen.queryByText(PLACE)).not.toBeInTheDocument();
  });
});
