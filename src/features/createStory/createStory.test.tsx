import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { UNPLACED_PROBLEM } from '../../i18n/forms/validationMessages';
import { NOT_SENT } from './CreateStoryPage';
import { API, server } from '../../testing/server';
import { speak } from '../../testing/interfaceLanguage';

describe('story request form', () => {
  it('sends storyName, storyContent and author, then clears the fields', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/storiesRequest/request`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { _id: 'new', slug: 'moon-rabbit', status: 'pending', pageCount: 1 },
          { status: 201 },
        );
      }),
    );
    const { store } = renderApp('/CreateStory', { user: PARENT });
    await userEvent.type(await screen.findByLabelText(/^Story name/), 'Moon Rabbit');
    await userEvent.type(screen.getByLabelText(/^Author/), 'Meera');
    await userEvent.type(screen.getByLabelText(/^Your story/), 'A rabbit lived on the moon.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my story' }));
    expect(await screen.findByText(/sent for review/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        storyRequest: {
          storyName: 'Moon Rabbit',
          storyContent: 'A rabbit lived on the moon.',
          author: 'Meera',
        },
      },
    ]);
    expect(store.getState().createStory).toMatchObject({
      storyName: '',
      storyContent: '',
      author: '',
      status: 'succeeded',
    });
    expect(screen.getByLabelText(/^Story name/)).toHaveValue('');
  });

  it('keeps what was typed and shows a refusal in words a parent understands, on the field', async () => {
    server.use(
      http.post(`${API}/storiesRequest/request`, () =>
        HttpResponse.json(
          { message: 'body.storyRequest.author: author is required' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/CreateStory', { user: PARENT });
    await userEvent.type(await screen.findByLabelText(/^Story name/), 'Moon Rabbit');
    await userEvent.type(screen.getByLabelText(/^Author/), 'M');
    await userEvent.type(screen.getByLabelText(/^Your story/), 'Text');
    await userEvent.click(screen.getByRole('button', { name: 'Send my story' }));
    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Author/)).toHaveAccessibleDescription(
      expect.stringContaining('Please tell us who wrote it.'),
    );
    expect(screen.queryByText(/body\.storyRequest/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Story name/)).toHaveValue('Moon Rabbit');
  });

  it('asks for every field before sending', async () => {
    renderApp('/CreateStory', { user: PARENT });
    await userEvent.click(await screen.findByRole('button', { name: 'Send my story' }));
    expect(screen.getByText('Please give your story a name.')).toBeInTheDocument();
    expect(screen.getByText('Please tell us who wrote it.')).toBeInTheDocument();
  });

  it('counts characters and says when a field is too long, without cutting what was typed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/storiesRequest/request`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderApp('/CreateStory', { user: PARENT });
    const name = await screen.findByLabelText(/^Story name/);
    expect(screen.getAllByText('0 / 200')).toHaveLength(2);
    await userEvent.click(name);
    await userEvent.paste('A'.repeat(201));
    expect(screen.getByText('Please keep this to 200 characters (now 201).')).toBeInTheDocument();
    expect(name).toHaveValue('A'.repeat(201));
    const story = screen.getByLabelText(/^Your story/);
    await userEvent.click(story);
    await userEvent.paste('x'.repeat(20_001));
    expect(story).toHaveValue('x'.repeat(20_001));
    expect(
      screen.getByText('Please keep this to 20,000 characters (now 20,001).'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Author/), 'Meera');
    await userEvent.click(screen.getByRole('button', { name: 'Send my story' }));
    expect(sent).toEqual([]);
  });

  it('shows the title’s counter, warns near the limit, and puts a server refusal on the title', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/storiesRequest/request`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message:
              'body.storyRequest.storyName: Too big: expected string to have <=200 characters',
            issues: [
              {
                path: 'body.storyRequest.storyName',
                code: 'too_big',
                origin: 'string',
                limit: 200,
                message: 'Too big: expected string to have <=200 characters',
              },
            ],
          },
          { status: 400 },
        );
      }),
    );
    renderApp('/CreateStory', { user: PARENT });
    const title = await screen.findByLabelText(/^Story name/);
    await userEvent.click(title);
    await userEvent.paste('T'.repeat(179));
    expect(screen.getByText('179 / 200')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(expect.not.stringContaining('Nearly at the limit'));
    await userEvent.type(title, 'T');
    expect(screen.getByText('180 / 200')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('Nearly at the limit of 200 characters.'),
    );
    expect(title).toHaveAttribute('aria-invalid', 'false');

    await userEvent.type(screen.getByLabelText(/^Author/), 'Meera');
    await userEvent.type(screen.getByLabelText(/^Your story/), 'A rabbit lived on the moon.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my story' }));
    expect(
      await screen.findByText('The story title can be at most 200 characters.'),
    ).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('The story title can be at most 200 characters.'),
    );
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(NOT_SENT)).toBeInTheDocument();
    expect(screen.queryByText(/Too big|body\./)).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);

    // Editing the title takes the refusal away; the counter stays.
    await userEvent.type(title, '{Backspace}');
    expect(
      screen.queryByText('The story title can be at most 200 characters.'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('179 / 200')).toBeInTheDocument();
  });

  it('says what the server refused even when it sent only a message', async () => {
    server.use(
      http.post(`${API}/storiesRequest/request`, () =>
        HttpResponse.json(
          {
            message:
              'body.storyRequest.storyName: Story name must be at most 200 characters.; body.storyRequest.storyContent: The story makes 130 pages; a story may have at most 100.',
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/CreateStory', { user: PARENT });
    await userEvent.type(await screen.findByLabelText(/^Story name/), 'Moon Rabbit');
    await userEvent.type(screen.getByLabelText(/^Author/), 'Meera');
    await userEvent.type(screen.getByLabelText(/^Your story/), 'A rabbit lived on the moon.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my story' }));
    expect(screen.getByLabelText(/^Story name/)).toHaveAccessibleDescription(
      expect.stringContaining('The story title can be at most 200 characters.'),
    );
    expect(
      await screen.findByText(
        'Your story would make 130 pages, and a story can have at most 100. Please shorten it or join some short paragraphs.',
      ),
    ).toBeInTheDocument();
  });

  it('counts the pages a story makes and does not send one with too many', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/storiesRequest/request`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderApp('/CreateStory', { user: PARENT });
    await userEvent.type(await screen.findByLabelText(/^Story name/), 'Many pages');
    await userEvent.type(screen.getByLabelText(/^Author/), 'Meera');
    const story = screen.getByLabelText(/^Your story/);
    await userEvent.click(story);
    await userEvent.paste('One.\n\nTwo.');
    expect(story).toHaveAccessibleDescription(
      expect.stringContaining('So far 2 pages; a story can have up to 100.'),
    );
    await userEvent.clear(story);
    await userEvent.paste(Array.from({ length: 101 }, (_, i) => `Page ${i}.`).join('\n\n'));
    const tooMany =
      'Your story would make 101 pages, and a story can have at most 100. Please shorten it or join some short paragraphs.';
    expect(screen.getByText(tooMany)).toBeInTheDocument();
    expect(story).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send my story' }));
    expect(screen.getByText(NOT_SENT)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says a problem it has no field for in plain words', async () => {
    server.use(
      http.post(`${API}/storiesRequest/request`, () =>
        HttpResponse.json(
          { message: 'body.storyRequest: Invalid input: expected object, received undefined' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/CreateStory', { user: PARENT });
    await userEvent.type(await screen.findByLabelText(/^Story name/), 'Moon Rabbit');
    await userEvent.type(screen.getByLabelText(/^Author/), 'Meera');
    await userEvent.type(screen.getByLabelText(/^Your story/), 'Text.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my story' }));
    expect(await screen.findByText(UNPLACED_PROBLEM)).toBeInTheDocument();
  });
});

describe('story request form in Marathi', () => {
  it('shows its heading, button, counter digits and the server’s refusal in Marathi', async () => {
    server.use(
      http.post(`${API}/storiesRequest/request`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message:
              'body.storyRequest.storyName: Too big: expected string to have <=200 characters',
            issues: [
              {
                path: 'body.storyRequest.storyName',
                code: 'too_big',
                origin: 'string',
                limit: 200,
                message: 'Too big: expected string to have <=200 characters',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { store } = renderApp('/CreateStory', { user: PARENT });
    await screen.findByLabelText(/^Story name/);
    await speak(store, 'marathi');
    expect(await screen.findByRole('heading', { name: 'तुमची गोष्ट तयार करा' })).toBeInTheDocument();
    const title = screen.getByLabelText(/^गोष्टीचे नाव/);
    await userEvent.type(title, 'Moon Rabbit');
    // Marathi writes its numbers in Devanagari digits.
    expect(screen.getByText('११ / २००')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^लेखक/), 'Meera');
    await userEvent.type(screen.getByLabelText(/^तुमची गोष्ट/), 'A rabbit lived on the moon.');
    expect(screen.getByText(/आतापर्यंत १ पान;/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'माझी गोष्ट पाठवा' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        expect.stringContaining('गोष्टीचे शीर्षक मध्ये जास्तीत जास्त २०० अक्षरे असू शकतात.'),
      ),
    );
    expect(
      screen.getByText('तुमची गोष्ट अजून पाठवलेली नाही. कृपया खालील लाल नोंदी पाहा.'),
    ).toBeInTheDocument();
  });
});
