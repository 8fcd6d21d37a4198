import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';
import { TranslatorContext } from './translatorContext';
import { timeAgo, useTimeAgo } from './relativeTime';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgo(ago(10), now)).toBe('just now');
    expect(timeAgo(ago(60), now)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 60 + 30), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(timeAgo(ago(400 * 24 * 3600), now)).toBe('last year');
  });

  it('speaks the given language, with its own words for now and yesterday', () => {
    expect(timeAgo(ago(3 * 3600), now, 'es')).toBe('hace 3 horas');
    expect(timeAgo(ago(10), now, 'es')).toBe('ahora');
    expect(timeAgo(ago(26 * 3600), now, 'hi')).toBe('कल');
    expect(timeAgo(ago(5 * 60), now, 'ta')).toBe('5 நிமிடங்களுக்கு முன்');
    // Marathi writes its numbers in Devanagari digits.
    expect(timeAgo(ago(3 * 3600), now, 'mr')).toBe('३ तासांपूर्वी');
  });
});

describe('useTimeAgo', () => {
  const inLanguage =
    (locale: string) =>
    ({ children }: { children: ReactNode }) =>
      createElement(
        TranslatorContext.Provider,
        { value: createTranslator(locale, {}, () => undefined) },
        children,
      );

  it('follows the interface language', () => {
    const english = renderHook(() => useTimeAgo(), { wrapper: inLanguage('en') });
    expect(english.result.current(ago(2 * 3600), now)).toBe('2 hours ago');
    const telugu = renderHook(() => useTimeAgo(), { wrapper: inLanguage('te') });
    expect(telugu.result.current(ago(2 * 3600), now)).toBe('2 గంటల క్రితం');
  });
});
