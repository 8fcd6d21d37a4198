import { useEffect, useMemo } from 'react';
import { storyGaps } from '../../../contract/storyGaps';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { serverData } from '../../lib/serverData/api';
import { fetchStoryForEditing, saveStory, titleEdited } from './storyModificationSlice';

/** The story being edited (the StoryModification slice): loading it, saving it, its gaps. */
export function useStoryEditor(storyId: string) {
  const dispatch = useAppDispatch();
  const editor = useAppSelector((state) => state.StoryModification);

  useEffect(() => {
    void dispatch(fetchStoryForEditing(storyId));
  }, [dispatch, storyId]);

  const pages = editor.story?.pages;
  const { otherLanguages } = editor;
  const gaps = useMemo(
    () => (pages ? storyGaps(pages, otherLanguages) : null),
    [pages, otherLanguages],
  );

  return {
    ...editor,
    gaps,
    retry: () => void dispatch(fetchStoryForEditing(storyId)),
    editTitle: (title: string) => dispatch(titleEdited(title)),
    save: async () => {
      const saved = await dispatch(saveStory());
      // The administrators' grids show the title, the pages and when it changed.
      if (saveStory.fulfilled.match(saved))
        dispatch(serverData.util.invalidateTags(['AdminStories']));
    },
  };
}
