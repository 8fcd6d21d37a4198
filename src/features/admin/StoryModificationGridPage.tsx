import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStoryRow } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { fetchAdminStories } from '../storyModification/storyModificationSlice';
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
  const { items, status, error } = useAppSelector((state) => state.StoryModification.list);

  useEffect(() => {
    void dispatch(fetchAdminStories({}));
  }, [dispatch]);

  return (
    <ScreenIntro
      title="Modification"
      description="Every story with its status, page count and last update, each with a link to edit it."
    >
      {status === 'failed' && error && (
        <ErrorState message={error} onRetry={() => void dispatch(fetchAdminStories({}))} />
      )}
      <StoryGrid
        rows={items}
        columns={columns}
        loading={status === 'loading'}
        label="All stories"
      />
    </ScreenIntro>
  );
}
