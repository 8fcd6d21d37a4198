import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnglishMessages } from '../testing/EnglishMessages';
import { Message } from './Message';

afterEach(() => vi.restoreAllMocks());

describe('Message', () => {
  it('puts rich parts (a link around words) in the text without a key warning', () => {
    const errors = vi.spyOn(console, 'error');
    render(
      <EnglishMessages>
        <Message
          id="createStory.sent"
          values={{ link: (parts) => <a href="/stories">{parts}</a> }}
        />
      </EnglishMessages>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/stories');
    expect(errors.mock.calls.map(String).filter((call) => call.includes('key'))).toEqual([]);
  });
});
