import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, messageLookup } from './catalogues';
import { createTranslator } from './translator';
import { TranslatorContext } from './translatorContext';
import { useKnownFailures, type KnownFailures } from './useKnownFailures';

const KNOWN: KnownFailures = { 'We could not load the message board.': 'board.error.loadBoard' };

async function inHindi() {
  await loadCatalogue('hindi');
  const hindi = createTranslator('hi', messageLookup('hindi'), (id) => {
    throw new Error(`No Hindi message ${id}`);
  });
  return ({ children }: { children: ReactNode }) => (
    <TranslatorContext.Provider value={hindi}>{children}</TranslatorContext.Provider>
  );
}

describe('useKnownFailures', () => {
  it('translates a feature’s own failures, SPEC’s and the network’s, and keeps a server’s words', async () => {
    const { result } = renderHook(() => useKnownFailures(KNOWN), { wrapper: await inHindi() });
    const failure = result.current;
    expect(failure('We could not load the message board.')).toBe('हम संदेश बोर्ड लोड नहीं कर सके।');
    expect(failure('Failed to fetch stories')).toBe('कहानियाँ लोड नहीं हो सकीं');
    expect(failure('Network Error')).toMatch(/^हम Kahani से जुड़ नहीं पाए।/);
    expect(failure('Only administrators can do this.')).toBe('Only administrators can do this.');
  });
});
