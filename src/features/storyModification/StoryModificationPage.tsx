import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { STORY_TITLE_MAX } from '../../../contract/limits';
import { useAppDispatch } from '../../app/hooks';
import { LimitedTextField } from '../../components/LimitedTextField';
import { UnsavedChangesDialog } from '../../components/UnsavedChangesDialog';
import { useT } from '../../i18n/useT';
import { storyOpened } from '../reader';
import { loadRecordingsList } from '../recordings';
import { CreditsEditor, creditsFieldId } from './CreditsEditor';
import { creditsProblems, type CreditsField } from './creditsProblems';
import { EditorBar, SaveOutcome } from './EditorBar';
import { EditorLoadFailed, EditorLoading } from './EditorLoadStates';
import { GapsSummary } from './GapsSummary';
import { OtherLanguagesEditor } from './OtherLanguagesEditor';
import { PageEditor } from './PageEditor';
import { PageRemovalPrompts } from './PageRemovalPrompts';
import { tidyCredits } from './storyModificationSlice';
import { StoryPreview } from './StoryPreview';
import { usePageRemoval } from './usePageRemoval';
import { useStoryEditor } from './useStoryEditor';

// The story's recordings load with their own section, after the pages are on screen.
const RecordingsList = lazy(loadRecordingsList);

export default function StoryModificationPage() {
  const { storyId = '' } = useParams();
  const t = useT();
  const dispatch = useAppDispatch();
  const editor = useStoryEditor(storyId);
  const { story, gaps, status, saveStatus, loading, error, dirty, otherLanguages } = editor;
  const removal = usePageRemoval(editor.removed);
  const [previewing, setPreviewing] = useState(false);
  // A save was tried while the credits had problems: they all show from then on.
  const [saveTried, setSaveTried] = useState(false);

  const openPreview = () => {
    if (!story) return;
    // The preview starts at its first page, like a story opened in the reader.
    dispatch(storyOpened(story.pages.length));
    setPreviewing(true);
  };

  const save = () => {
    if (!story) return;
    const [problem] = Object.keys(creditsProblems(story.credits)) as CreditsField[];
    if (problem) {
      setSaveTried(true);
      document.getElementById(creditsFieldId(problem))?.focus();
      return;
    }
    void editor.save();
  };

  if (status === 'failed' && error) {
    return <EditorLoadFailed message={error} onRetry={editor.retry} />;
  }
  if (!story || !gaps || story._id !== storyId || status === 'loading') return <EditorLoading />;

  return (
    <Box component="section" aria-labelledby="editor-heading" sx={{ maxWidth: 1000 }}>
      <EditorBar
        story={story}
        dirty={dirty}
        lastRemoved={removal.lastRemoved}
        undoButtonRef={removal.undoButtonRef}
        onUndo={removal.undoRemoval}
        onPreview={openPreview}
        saving={saveStatus === 'loading'}
        canSave={!loading && dirty && Boolean(story.title.trim())}
        onSave={save}
      />
      <SaveOutcome saveStatus={saveStatus} dirty={dirty} error={error} />

      <Stack spacing={3}>
        <LimitedTextField
          label={t('editor.titleLabel')}
          limit={STORY_TITLE_MAX}
          trim
          value={story.title}
          onChange={(event) => editor.editTitle(event.target.value)}
          fullWidth
          required
          error={!story.title.trim()}
          helperText={
            story.title.trim()
              ? t('editor.byAuthor', { author: story.author })
              : t('editor.titleRequired')
          }
        />
        <CreditsEditor
          licence={story.licence}
          credits={story.credits}
          pages={story.pages}
          otherLanguages={otherLanguages}
          showProblems={saveTried}
        />
        <OtherLanguagesEditor story={story} languages={otherLanguages} />
        <GapsSummary gaps={gaps} />
        {story.pages.map((page, index) => (
          <PageEditor
            key={`${story._id}-${index}`}
            page={page}
            index={index}
            otherLanguages={otherLanguages}
            canRemove={story.pages.length > 1}
            onRemove={removal.askToRemove}
          />
        ))}
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <RecordingsList storyId={story._id} />
        </Suspense>
      </Stack>

      <PageRemovalPrompts {...removal} />

      <UnsavedChangesDialog when={dirty}>
        {t('editor.leave.textWithTitle', { title: story.title })}
      </UnsavedChangesDialog>

      {previewing && (
        <StoryPreview
          story={{ ...story, credits: tidyCredits(story.credits) }}
          dirty={dirty}
          onClose={() => setPreviewing(false)}
        />
      )}
    </Box>
  );
}
