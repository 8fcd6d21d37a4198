import type { Story, StorySummary } from '../../contract/stories';
import { emptyPage } from '../../contract/stories';

export const summary = (overrides: Partial<StorySummary> = {}): StorySummary => ({
  _id: 'story-1',
  slug: 'the-thirsty-crow',
  title: 'The Thirsty Crow',
  author: 'Retold from Aesop',
  summary: 'A clever crow finds a way to drink.',
  status: 'published',
  coverImage: '/illustrations/the-thirsty-crow/page-1.svg',
  pageCount: 3,
  languages: ['english', 'hindi'],
  translated_titles: {},
  licence: 'CC-BY-4.0',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const story = (overrides: Partial<Story> = {}): Story => {
  const pages = [1, 2, 3].map((n) => ({
    ...emptyPage(n),
    parent_narration_text: `Page ${n} text.`,
    hindi: `पृष्ठ ${n}`,
    image_path: `/illustrations/the-thirsty-crow/page-${n}.svg`,
    image_description: `Picture ${n}`,
  }));
  const base = {
    _id: 'story-1',
    slug: 'the-thirsty-crow',
    title: 'The Thirsty Crow',
    author: 'Retold from Aesop',
    summary: '',
    status: 'published' as const,
    createdBy: null,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    rejectionReason: null,
    translated_titles: {},
    pages,
    licence: { id: 'CC-BY-4.0' as const, words: 'CC BY 4.0' },
    credits: {
      authors: ['Asha Rao'],
      illustrators: ['Ravi Menon'],
      translators: { hindi: ['Meera Iyer'] },
      originalTitle: '',
      publisher: 'Kahani',
      sourceUrl: '',
    },
    ...overrides,
  };
  const { storybook: _drop, ...rest } = base as Story;
  return { ...rest, storybook: JSON.stringify(rest) };
};
