import {
  isNamedLanguage,
  sortLanguages,
  type StoryLanguage,
} from '../../../contract/storyLanguages';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { emptyPage, otherLanguagesOf, renumberPages, withPageText } from '../../../contract/pages';
import type { Page, Story } from '../../../contract/stories';
import { createAppAsyncThunk } from '../../app/hooks';
import { isLatest, type LatestRequest, type LoadStatus } from '../../lib/loadStatus';
import { loadFailure } from '../../lib/errors';
import { getStoryForEditing, INVALID_JSON, putStory } from './storyModificationApi';
import { lateSliceLoaded } from '../../lib/lateSlices';

export const FETCH_STORY_FAILED = 'Failed to fetch story';
export const SAVE_STORY_FAILED = 'Failed to save story';
export { INVALID_JSON };

/** A removed page and where it was, so that removing it can be undone. */
export interface RemovedPage {
  page: Page;
  /** Its index when it was removed; undoing puts it back there. */
  index: number;
}

/** What a save writes and what the editor compares against to know it has unsaved edits. */
type StoryContent = Pick<Story, 'title' | 'translated_titles' | 'pages' | 'licence' | 'credits'>;

type Credits = Story['credits'];
/** The credits' lists of names; the translators' lists are edited one language at a time. */
export type CreditNames = 'authors' | 'illustrators';
/** The credits' single lines of text. */
export type CreditText = 'originalTitle' | 'publisher' | 'sourceUrl';

/** A list of names as typed, one a line: trimmed, and empty lines left out. */
const typedNames = (names: readonly string[]) => names.map((name) => name.trim()).filter(Boolean);

/**
 * The credits as saved: names trimmed, empty lines and languages without translators left
 * out. The draft keeps them as typed (a name being typed on a new line is an empty line).
 */
export function tidyCredits(credits: Credits): Credits {
  const translators = Object.fromEntries(
    Object.entries(credits.translators)
      .map(([language, names]) => [language, typedNames(names)] as const)
      .filter(([, names]) => names.length > 0),
  ) as Credits['translators'];
  return {
    authors: typedNames(credits.authors),
    illustrators: typedNames(credits.illustrators),
    translators,
    originalTitle: credits.originalTitle.trim(),
    publisher: credits.publisher.trim(),
    sourceUrl: credits.sourceUrl.trim(),
  };
}

/** Translated titles as saved: trimmed, and languages without one left out. */
export function tidyTitles(titles: Story['translated_titles']): Story['translated_titles'] {
  return Object.fromEntries(
    Object.entries(titles)
      .map(([language, title]) => [language, (title ?? '').trim()] as const)
      .filter(([, title]) => title !== ''),
  );
}

/**
 * The languages beyond the eight a story is told in, as the editor lists them: those of its
 * pages' texts, translated titles and translators.
 */
export function otherLanguagesOfStory(story: Story): StoryLanguage[] {
  return sortLanguages([
    ...otherLanguagesOf(story.pages),
    ...Object.keys(tidyTitles(story.translated_titles)),
    ...Object.keys(tidyCredits(story.credits).translators),
  ]).filter((language) => !isNamedLanguage(language));
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => name === b[index]);

/** Same credits once tidied, and the same licence. */
function sameAttribution(a: StoryContent, b: StoryContent): boolean {
  if (a.licence.id !== b.licence.id || a.licence.words.trim() !== b.licence.words.trim()) {
    return false;
  }
  const [x, y] = [tidyCredits(a.credits), tidyCredits(b.credits)];
  const languages = new Set([...Object.keys(x.translators), ...Object.keys(y.translators)]);
  return (
    sameNames(x.authors, y.authors) &&
    sameNames(x.illustrators, y.illustrators) &&
    [...languages].every((language) =>
      sameNames(
        x.translators[language as StoryLanguage] ?? [],
        y.translators[language as StoryLanguage] ?? [],
      ),
    ) &&
    x.originalTitle === y.originalTitle &&
    x.publisher === y.publisher &&
    x.sourceUrl === y.sourceUrl
  );
}

export interface StoryModificationState extends LatestRequest {
  /** The draft on screen. */
  story: Story | null;
  /** The story as last loaded or saved. */
  saved: Story | null;
  /** True while fetching or saving. */
  loading: boolean;
  status: LoadStatus;
  saveStatus: LoadStatus;
  error: string | null;
  /** The draft differs from the saved story. */
  dirty: boolean;
  /** Pages removed since the last save, the latest last: undone in reverse order. */
  removed: RemovedPage[];
  /** While a save is in flight: what it sends, and how many removals it includes. */
  saving: { content: StoryContent; removals: number } | null;
  /**
   * The languages beyond the eight the draft has fields for, by tag: the story's own and
   * those added since it was opened (kept when a save leaves them empty, until it is closed).
   */
  otherLanguages: StoryLanguage[];
}

const initialState: StoryModificationState = {
  story: null,
  saved: null,
  loading: false,
  status: 'idle',
  saveStatus: 'idle',
  error: null,
  dirty: false,
  removed: [],
  saving: null,
  otherLanguages: [],
  requestId: null,
};

/** Same texts per language, whatever objects hold them. */
function sameRecords(a: Record<string, string> = {}, b: Record<string, string> = {}): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

function samePage(a: Page, b: Page): boolean {
  if (a === b) return true;
  const fields = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Page)[]);
  return [...fields].every((field) =>
    field === 'texts' ? sameRecords(a.texts, b.texts) : a[field] === b[field],
  );
}

/** Same title, translated titles, pages, licence and credits, field by field. */
function sameContent(a: StoryContent, b: StoryContent): boolean {
  return (
    a.title === b.title &&
    sameRecords(tidyTitles(a.translated_titles), tidyTitles(b.translated_titles)) &&
    a.pages.length === b.pages.length &&
    a.pages.every((page, index) => samePage(page, b.pages[index]!)) &&
    sameAttribution(a, b)
  );
}

/** What a draft holds that a save writes. */
const contentOf = ({ title, translated_titles, pages, licence, credits }: Story): StoryContent => ({
  title,
  translated_titles,
  pages,
  licence,
  credits,
});

/** After any edit: unsaved only when the draft really differs (an undone removal does not). */
function edited(state: StoryModificationState) {
  state.dirty = !!state.story && !!state.saved && !sameContent(state.story, state.saved);
  if (state.saveStatus !== 'loading') state.saveStatus = 'idle';
}

/** The editor's GET may answer the story as a JSON string; one that is not JSON fails. */
export const fetchStoryForEditing = createAppAsyncThunk<Story, string>(
  'StoryModification/fetch',
  async (id, { extra, rejectWithValue }) => {
    try {
      return await getStoryForEditing(extra.api, id);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_STORY_FAILED));
    }
  },
);

/** PUT the full story plus its storybook text. */
export const saveStory = createAppAsyncThunk<Story, void>(
  'StoryModification/save',
  async (_, { extra, getState, rejectWithValue }) => {
    const story = getState().StoryModification.story;
    if (!story) return rejectWithValue(SAVE_STORY_FAILED, {});
    const { storybook: _old, ...draft } = story;
    const rest = {
      ...draft,
      translated_titles: tidyTitles(draft.translated_titles),
      licence: { id: draft.licence.id, words: draft.licence.words.trim() },
      credits: tidyCredits(draft.credits),
    };
    const body = { ...rest, storybook: JSON.stringify(rest) };
    try {
      return await putStory(extra.api, story._id, body);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, SAVE_STORY_FAILED));
    }
  },
);

const storyModificationSlice = createSlice({
  name: 'StoryModification',
  initialState,
  reducers: {
    pageEdited(
      state,
      action: PayloadAction<{
        index: number;
        field: Exclude<keyof Page, 'page_no' | 'texts'>;
        value: string;
      }>,
    ) {
      const page = state.story?.pages[action.payload.index];
      if (!page) return;
      page[action.payload.field] = action.payload.value;
      edited(state);
    },
    /** Inserts an empty page after the given index, then renumbers from 1. */
    pageAddedAfter(state, action: PayloadAction<number>) {
      if (!state.story) return;
      const pages = [...state.story.pages];
      pages.splice(action.payload + 1, 0, emptyPage(0));
      state.story.pages = renumberPages(pages);
      edited(state);
    },
    /** Removes a page (never the last one); it can be undone until the next save. */
    pageRemoved(state, action: PayloadAction<number>) {
      const story = state.story;
      const page = story?.pages[action.payload];
      if (!story || !page || story.pages.length <= 1) return;
      state.removed.push({ page, index: action.payload });
      story.pages = renumberPages(story.pages.filter((_, i) => i !== action.payload));
      edited(state);
    },
    /** Puts the latest removed page back where it was, with its content. */
    pageRemovalUndone(state) {
      const story = state.story;
      const last = state.removed.pop();
      if (!story || !last) return;
      const pages = [...story.pages];
      pages.splice(Math.min(last.index, pages.length), 0, last.page);
      story.pages = renumberPages(pages);
      // A removal the save in flight includes is now an edit after it.
      if (state.saving)
        state.saving.removals = Math.min(state.saving.removals, state.removed.length);
      edited(state);
    },
    titleEdited(state, action: PayloadAction<string>) {
      if (!state.story) return;
      state.story.title = action.payload;
      edited(state);
    },
    licenceEdited(state, action: PayloadAction<Partial<Story['licence']>>) {
      if (!state.story) return;
      state.story.licence = { ...state.story.licence, ...action.payload };
      edited(state);
    },
    /** A list of names as typed, one a line (tidied when saved). */
    creditNamesEdited(state, action: PayloadAction<{ field: CreditNames; names: string[] }>) {
      if (!state.story) return;
      state.story.credits[action.payload.field] = action.payload.names;
      edited(state);
    },
    translatorsEdited(state, action: PayloadAction<{ language: StoryLanguage; names: string[] }>) {
      if (!state.story) return;
      state.story.credits.translators[action.payload.language] = action.payload.names;
      edited(state);
    },
    creditTextEdited(state, action: PayloadAction<{ field: CreditText; value: string }>) {
      if (!state.story) return;
      state.story.credits[action.payload.field] = action.payload.value;
      edited(state);
    },
    /** A page's text in a language beyond the eight (the eight are `pageEdited` fields). */
    otherTextEdited(
      state,
      action: PayloadAction<{ index: number; language: StoryLanguage; text: string }>,
    ) {
      const { index, language, text } = action.payload;
      const page = state.story?.pages[index];
      if (!state.story || !page || isNamedLanguage(language)) return;
      state.story.pages[index] = withPageText(page, language, text);
      edited(state);
    },
    /** Gives the draft fields for one more language (a BCP 47 tag id, not one of the eight). */
    languageAdded(state, action: PayloadAction<StoryLanguage>) {
      const language = action.payload;
      if (isNamedLanguage(language) || state.otherLanguages.includes(language)) return;
      state.otherLanguages = sortLanguages([...state.otherLanguages, language]);
    },
    /** Takes a language out of the draft: its text on every page, its title, its translators. */
    languageRemoved(state, action: PayloadAction<StoryLanguage>) {
      const language = action.payload;
      const story = state.story;
      if (!story || isNamedLanguage(language)) return;
      state.otherLanguages = state.otherLanguages.filter((other) => other !== language);
      story.pages = story.pages.map((page) => withPageText(page, language, ''));
      delete story.translated_titles[language];
      delete story.credits.translators[language];
      edited(state);
    },
    /** The story's title in a language, as typed (trimmed when saved). */
    translatedTitleEdited(
      state,
      action: PayloadAction<{ language: StoryLanguage; title: string }>,
    ) {
      if (!state.story) return;
      state.story.translated_titles[action.payload.language] = action.payload.title;
      edited(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchStoryForEditing.pending, (state, action) => {
        state.loading = true;
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchStoryForEditing.fulfilled, (state, action) => {
        if (!isLatest(state, action)) return;
        state.loading = false;
        state.status = 'succeeded';
        state.story = action.payload;
        state.saved = action.payload;
        state.otherLanguages = otherLanguagesOfStory(action.payload);
        state.dirty = false;
        state.removed = [];
        state.saving = null;
        state.saveStatus = 'idle';
      })
      .addCase(fetchStoryForEditing.rejected, (state, action) => {
        if (!isLatest(state, action)) return;
        state.loading = false;
        state.status = 'failed';
        state.error = action.payload ?? FETCH_STORY_FAILED;
      })
      .addCase(saveStory.pending, (state) => {
        state.loading = true;
        state.saveStatus = 'loading';
        state.error = null;
        if (state.story) {
          state.saving = { content: contentOf(state.story), removals: state.removed.length };
        }
      })
      .addCase(saveStory.fulfilled, (state, action) => {
        state.loading = false;
        const saving = state.saving;
        state.saving = null;
        // Another story was opened while this one was being saved.
        if (!state.story || state.story._id !== action.payload._id) return;
        state.saveStatus = 'succeeded';
        state.saved = action.payload;
        state.otherLanguages = sortLanguages([
          ...state.otherLanguages,
          ...otherLanguagesOfStory(action.payload),
        ]);
        // Edits typed while the save was in flight stay in the draft, still unsaved.
        if (!saving || sameContent(state.story, saving.content)) {
          state.story = action.payload;
        } else {
          state.story = { ...action.payload, ...contentOf(state.story) };
        }
        // Removals the save wrote can no longer be undone; later ones still can.
        state.removed = state.removed.slice(saving?.removals ?? state.removed.length);
        state.dirty = !sameContent(state.story, state.saved);
      })
      .addCase(saveStory.rejected, (state, action) => {
        state.loading = false;
        state.saving = null;
        state.saveStatus = 'failed';
        state.error = action.payload ?? SAVE_STORY_FAILED;
      });
  },
});

export const {
  pageEdited,
  pageAddedAfter,
  pageRemoved,
  pageRemovalUndone,
  titleEdited,
  licenceEdited,
  creditNamesEdited,
  translatorsEdited,
  creditTextEdited,
  otherTextEdited,
  languageAdded,
  languageRemoved,
  translatedTitleEdited,
} = storyModificationSlice.actions;
export const storyModificationReducer = storyModificationSlice.reducer;

lateSliceLoaded(storyModificationSlice);
