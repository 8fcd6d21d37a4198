import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { StoryGaps } from '../../../contract/storyGaps';
import { paths } from '../../lib/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Message } from '../../i18n/Message';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { useGapWords } from '../storyModification';
import { ADMIN_FAILURES } from './adminFailures';

/** A story about to be approved, and what checking it found. */
export interface ApprovalCheck {
  id: string;
  title: string;
  /** What the story lacks; null when it could not be checked. */
  gaps: StoryGaps | null;
  /** Why it could not be checked. */
  error: string | null;
}

/**
 * Asks before publishing a story that lacks pictures, text or translations (or that could
 * not be checked), listing the gaps. Publishing anyway stays possible.
 */
export function ApproveGapsDialog({
  check,
  open,
  onPublish,
  onCancel,
}: {
  check: ApprovalCheck;
  open: boolean;
  onPublish(): void;
  onCancel(): void;
}) {
  const t = useT();
  const describeGaps = useGapWords();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  const checked = check.gaps !== null;
  return (
    <ConfirmDialog
      open={open}
      title={checked ? t('admin.approve.titleGaps') : t('admin.approve.titleUnchecked')}
      confirmLabel={t('admin.approve.publishAnyway')}
      onConfirm={onPublish}
      onCancel={onCancel}
    >
      {check.gaps ? (
        <>
          <Typography>{t('admin.approve.incomplete', { title: check.title })}</Typography>
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {describeGaps(check.gaps).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
          <Typography>
            <Message
              id="admin.approve.fillGaps"
              values={{
                link: (parts) => (
                  <Link component={RouterLink} to={paths.storyModification(check.id)}>
                    {parts}
                  </Link>
                ),
              }}
            />
          </Typography>
        </>
      ) : (
        <Typography>
          {t('admin.approve.uncheckedText', {
            title: check.title,
            reason: failureMessage(check.error ?? ''),
          })}
        </Typography>
      )}
    </ConfirmDialog>
  );
}
