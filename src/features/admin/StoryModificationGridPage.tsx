import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStoryRow } from '../../../contract/stories';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useThunkLoad } from '../../app/useThunkLoad';
import { FETCH_STORY_LIST_FAILED, fetchAdminStories } from './adminStoriesThunks';
import { StoryGrid, storyColumns } from './StoryGrid';

const columns: GridColDef<AdminStoryRow>[] = [
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
        aria-label={`Edit ${row.title}`}
      >
        Edit
      </Button>
    ),
  },
];

export default function StoryModificationGridPage() {
  const dispatch = useAppDispatch();
  const stories = useThunkLoad(
    () => dispatch(fetchAdminStories({})),
    'all',
    FETCH_STORY_LIST_FAILED,
  );

  return (
    <ScreenIntro
      title="Modification"
      description="Every story with its status, page count and last update, each with a link to edit it."
    >
      {stories.status === 'failed' && stories.error && (
        <ErrorState message={stories.error} onRetry={stories.reload} />
      )}
      <StoryGrid
        rows={stories.data ?? []}
        columns={columns}
        loading={stories.status === 'loading'}
        label="All stories"
      />
    </ScreenIntro>
  );
}
