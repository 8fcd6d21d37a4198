import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStoryRow } from '../../../contract/stories';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useThunkLoad } from '../../app/useThunkLoad';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { ADMIN_FAILURES } from './adminFailures';
import { FETCH_STORY_LIST_FAILED, fetchAdminStories } from './adminStoriesThunks';
import { StoryGrid, storyColumns } from './StoryGrid';

export default function StoryModificationGridPage() {
  const t = useT();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  const dispatch = useAppDispatch();
  const stories = useThunkLoad(
    () => dispatch(fetchAdminStories({})),
    'all',
    FETCH_STORY_LIST_FAILED,
  );
  const columns = useMemo<GridColDef<AdminStoryRow>[]>(
    () => [
      ...storyColumns,
      {
        field: 'actions',
        headerName: '',
        width: 110,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Button
            component={RouterLink}
            to={paths.storyModification(row._id)}
            size="small"
            startIcon={<EditIcon />}
            aria-label={t('admin.modification.editStory', { title: row.title })}
          >
            {t('admin.modification.edit')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <ScreenIntro
      title={t('admin.modification.title')}
      description={t('admin.modification.description')}
    >
      {stories.status === 'failed' && stories.error && (
        <ErrorState message={failureMessage(stories.error)} onRetry={stories.reload} />
      )}
      <StoryGrid
        rows={stories.data ?? []}
        columns={columns}
        loading={stories.status === 'loading'}
        label={t('admin.modification.gridLabel')}
      />
    </ScreenIntro>
  );
}
