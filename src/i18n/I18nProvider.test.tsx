import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageId } from './messageIds';

// Each test starts with only the first part of English loaded, as a fresh page does.
beforeEach(() => vi.resetModules());

async function renderScreen(id: MessageId) {
  const { I18nProvider } = await import('./I18nProvider');
  const { useT } = await import('./useT');
  const catalogues = await import('./catalogues');
  const renders = { count: 0 };
  function Screen() {
    const t = useT();
    renders.count += 1;
    return <p>{t(id)}</p>;
  }
  render(
    <I18nProvider language="english">
      <Screen />
    </I18nProvider>,
  );
  return { renders, catalogues };
}

describe('I18nProvider', () => {
  it('shows a message of another screen once the rest of the catalogue arrives', async () => {
    const { catalogues } = await renderScreen('reader.speed');
    expect(catalogues.hasCataloguePart('english', 'rest')).toBe(false);
    expect(await screen.findByText('Speed')).toBeInTheDocument();
    expect(catalogues.hasCataloguePart('english', 'rest')).toBe(true);
  });

  it('does not render the screens again for a part that brings none of their messages', async () => {
    const { renders, catalogues } = await renderScreen('common.tryAgain');
    expect(screen.getByText('Try again')).toBeInTheDocument();
    const before = renders.count;
    await act(() => catalogues.loadCataloguePart('english', 'rest'));
    expect(catalogues.hasCataloguePart('english', 'rest')).toBe(true);
    expect(renders.count).toBe(before);
    expect(screen.getByText('Try again')).toBeInTheDocument();
  });
});
