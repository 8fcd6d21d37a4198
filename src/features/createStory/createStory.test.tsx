import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

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

  it('keeps what was typed and shows the error when sending fails', async () => {
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
    expect(
      await screen.findByText('body.storyRequest.author: author is required'),
    ).toBeInTheDocument();
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
    expect(screen.getAllByText('0/200')).toHaveLength(2);
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
});
