import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStoryRow } from '../../../contract/stories';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { ADMIN_FAILURES } from './adminFailures';
import { StoryGrid, storyColumns } from './StoryGrid';
import { useStoryListing } from './useStoryListing';

export default function StoryModificationGridPage() {
  const t = useT();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  const stories = useStoryListing('all');
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
      {stories.error && (
        <ErrorState message={failureMessage(stories.error)} onRetry={stories.retry} />
      )}
      <StoryGrid
        rows={stories.rows}
        columns={columns}
        loading={stories.loading}
        label={t('admin.modification.gridLabel')}
      />
    </ScreenIntro>
  );
}
