import AddIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccountRounded';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CHILDREN_MAX } from '../../../contract/childLimits';
import type { Child } from '../../../contract/children';
import { LANGUAGE_LABELS, LANGUAGE_TAGS } from '../../../contract/languageNames';
import { languageName, languageTag } from '../../../contract/storyLanguages';
import { useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { paths } from '../../lib/paths';
import { messageOf } from '../../lib/serverData/api';
import { selectUser } from '../auth';
import { GrownUpsGate } from '../grownUps';
import { ChildAvatar } from './avatars/ChildAvatar';
import { CHILDREN_FAILURES, FETCH_CHILDREN_FAILED, useGetChildProfilesQuery } from './childrenApi';
import { useProfileChanges } from './useProfileChanges';

function ProfileCard({
  child,
  onEdit,
  onDelete,
}: {
  child: Child;
  onEdit(): void;
  onDelete(): void;
}) {
  const t = useT();
  const headingId = `child-${child.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: '20px',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <ChildAvatar avatar={child.avatar} size={72} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
        >
          {child.nickname}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ '& > span': { whiteSpace: 'nowrap' } }}
        >
          {/* Each fact stays on one line; the line breaks between them. */}
          <span>
            {t('children.list.stories')}{' '}
            <span lang={languageTag(child.storyLanguage)}>{languageName(child.storyLanguage)}</span>
          </span>
          {' · '}
          <span>
            {t('children.list.screens')}{' '}
            <span lang={LANGUAGE_TAGS[child.interfaceLanguage]}>
              {LANGUAGE_LABELS[child.interfaceLanguage]}
            </span>
          </span>
          {' · '}
          <span>{t('children.list.textSize', { size: child.textSize })}</span>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {child.onLeaderboard
            ? t('children.list.onLeaderboard')
            : t('children.list.offLeaderboard')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={t('children.list.editNamed', { name: child.nickname })}
        >
          {t('children.list.edit')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          onClick={onDelete}
          aria-label={t('children.list.deleteNamed', { name: child.nickname })}
        >
          {t('children.list.delete')}
        </Button>
      </Box>
    </Paper>
  );
}

// The form's code loads when a grown-up first adds or changes a profile.
const ChildProfileDialog = lazy(() =>
  import('./ChildProfileDialog').then((module) => ({ default: module.ChildProfileDialog })),
);

/** The account's child profiles: list, add, change and delete (a grown-up place). */
function Profiles({ uid }: { uid: string }) {
  const t = useT();
  const failureMessage = useKnownFailures(CHILDREN_FAILURES);
  const profiles = useGetChildProfilesQuery(uid);
  const children = profiles.data ?? [];
  const changes = useProfileChanges(uid, children);
  const { editing, deleting } = changes;

  return (
    <ScreenIntro title={t('children.title')} description={t('children.intro')}>
      {profiles.isError && (
        <ErrorState
          message={failureMessage(messageOf(profiles.error, FETCH_CHILDREN_FAILED))}
          onRetry={() => void profiles.refetch()}
        />
      )}
      {changes.removeFailure && (
        <Alert severity="error" onClose={changes.forgetRemoveFailure} sx={{ mb: 2 }}>
          {failureMessage(changes.removeFailure.message)}
        </Alert>
      )}
      {profiles.isLoading && <Typography role="status">{t('common.loading')}</Typography>}
      {profiles.isSuccess && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <Button
              variant="contained"
              size="large"
              startIcon={<AddIcon />}
              onClick={() => changes.open(null)}
              sx={{ borderRadius: '999px' }}
            >
              {t('children.add')}
            </Button>
            <Typography color="text.secondary">
              {t('children.count', { count: children.length, max: CHILDREN_MAX })}
            </Typography>
          </Box>
          {children.length === 0 ? (
            <Typography sx={{ fontSize: 18 }}>{t('children.empty')}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t('children.list.label')}
              sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}
            >
              {children.map((child) => (
                <ProfileCard
                  key={child.id}
                  child={child}
                  onEdit={() => changes.open(child)}
                  onDelete={() => changes.askToDelete(child)}
                />
              ))}
            </Box>
          )}
          {children.length > 0 && (
            <Button
              component={RouterLink}
              to={paths.whosReading}
              startIcon={<SwitchAccountIcon />}
              sx={{ mt: 3 }}
            >
              {t('children.chooseReader')}
            </Button>
          )}
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ChildProfileDialog
            key={editing.round}
            open
            editing={editing.child}
            initial={editing.initial}
            saving={changes.saving}
            failure={changes.saveFailure}
            onSave={changes.save}
            onClose={changes.close}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('children.delete.title', { name: deleting?.nickname ?? '' })}
        confirmLabel={t('children.delete.confirm')}
        destructive
        focus="cancel"
        onConfirm={changes.remove}
        onCancel={() => changes.askToDelete(null)}
      >
        {t('children.delete.body', { name: deleting?.nickname ?? '' })}
      </ConfirmDialog>
      {changes.removing && (
        <Typography role="status" sx={{ mt: 2 }}>
          {t('children.delete.removing')}
        </Typography>
      )}
    </ScreenIntro>
  );
}

/** /children: the profiles, behind the grown-ups' gate. */
export default function ChildrenPage() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <GrownUpsGate>
      <Profiles uid={user.uid} />
    </GrownUpsGate>
  );
}
