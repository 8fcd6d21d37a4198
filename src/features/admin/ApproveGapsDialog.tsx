import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { describeGaps, type StoryGaps } from '../../../contract/storyGaps';
import { paths } from '../../app/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { friendlyMessage } from '../../lib/errors';

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
  const checked = check.gaps !== null;
  return (
    <ConfirmDialog
      open={open}
      title={checked ? 'Publish with gaps?' : 'Publish without checking?'}
      confirmLabel="Publish anyway"
      onConfirm={onPublish}
      onCancel={onCancel}
    >
      {check.gaps ? (
        <>
          <Typography>“{check.title}” is not complete yet:</Typography>
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {describeGaps(check.gaps).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
          <Typography>
            Readers see it as it is. You can fill the gaps in the{' '}
            <Link component={RouterLink} to={paths.storyModification(check.id)}>
              editor
            </Link>{' '}
            first.
          </Typography>
        </>
      ) : (
        <Typography>
          We could not check “{check.title}” for missing pictures and translations:{' '}
          {friendlyMessage(check.error ?? '')}
        </Typography>
      )}
    </ConfirmDialog>
  );
}
