import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './LoadingScreen';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { EnglishMessages } from '../testing/EnglishMessages';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyScreen, loadChunk } from '../boot/lazyScreen';

afterEach(() => vi.useRealTimers());

describe('lazy screens', () => {
  it('show Loading... while the chunk loads', () => {
    const Never = lazyScreen('never', () => new Promise<{ default: () => null }>(() => {}));
    render(
      <Suspense fallback={<LoadingScreen />}>
        <Never />
      </Suspense>,
      { wrapper: EnglishMessages },
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('render at once, with no loading screen, once their code was fetched ahead', async () => {
    let imports = 0;
    const Ahead = lazyScreen('ahead', () => {
      imports += 1;
      return Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello {name}</p> });
    });
    await Ahead.load();
    await Ahead.load();
    render(
      <Suspense fallback={<LoadingScreen />}>
        <Ahead name="Meera" />
      </Suspense>,
      { wrapper: EnglishMessages },
    );
    expect(screen.getByText('Hello Meera')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(imports).toBe(1);
  });

  it('give up after 120 seconds with a chunk load error naming the chunk and the reason', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk('stories', () => new Promise(() => {}));
    const assertion = expect(pending).rejects.toMatchObject({
      name: 'ChunkLoadError',
      chunkId: 'stories',
      reason: 'timeout after 120 s',
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
  });

  it('turn a failed import into a chunk load error the user can reload from', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyScreen('about', () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    render(
      <ScreenErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Broken />
        </Suspense>
      </ScreenErrorBoundary>,
      { wrapper: EnglishMessages },
    );
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText('Loading chunk about failed. (Failed to fetch dynamically imported module)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(new ChunkLoadError('x', 'y')).toBeInstanceOf(Error);
  });
});
