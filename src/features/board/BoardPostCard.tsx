import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BoardPost } from '../../../contract/board';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';
import { timeAgo } from '../../i18n/relativeTime';

/** What a user may do to a post; the page asks for confirmation where it matters. */
export type PostAction = 'delete' | 'report' | 'hide' | 'keep' | 'restore';

const AVATAR_COLOURS = ['#c0392b', '#8e44ad', '#1f6fb2', '#117a65', '#b9770e', '#a04000'];
const colourOf = (name: string) =>
  AVATAR_COLOURS[Array.from(name).reduce((sum, char) => sum + char.codePointAt(0)!, 0) % 6];

interface BoardPostCardProps {
  post: BoardPost;
  isAdmin: boolean;
  busy: boolean;
  onAction(action: PostAction, post: BoardPost): void;
}

export function BoardPostCard({ post, isAdmin, busy, onAction }: BoardPostCardProps) {
  const t = useT();
  const translator = useTranslator();
  const canDelete = post.mine || isAdmin;
  const canReport = !post.mine && !post.hidden;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={t('board.post.by', { name: post.authorName })}
      sx={{ mb: 2, borderRadius: 3, opacity: post.hidden ? 0.75 : 1 }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
          <Avatar sx={{ bgcolor: colourOf(post.authorName), width: 40, height: 40 }} aria-hidden>
            {Array.from(post.authorName)[0]}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {post.authorName}
              {post.mine && (
                <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {' '}
                  {t('board.post.you')}
                </Typography>
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time
                dateTime={post.createdAt}
                title={translator.date(new Date(post.createdAt), {
                  dateStyle: 'full',
                  timeStyle: 'short',
                })}
              >
                {timeAgo(post.createdAt, new Date(), translator.locale)}
              </time>
            </Typography>
          </Box>
          {post.hidden && (
            <Chip
              size="small"
              color="warning"
              icon={<VisibilityOffIcon />}
              label={t(
                post.mine && !isAdmin ? 'board.post.hiddenByModerator' : 'board.post.hidden',
              )}
            />
          )}
          {isAdmin && post.reports > 0 && (
            <Chip
              size="small"
              color="error"
              icon={<FlagOutlinedIcon />}
              label={t('board.post.reportedTimes', { count: post.reports })}
            />
          )}
        </Box>
        {/* Plain text only: never HTML, and links stay words. */}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 17 }}>
          {post.text}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1.5 }}>
        {isAdmin && post.hidden && (
          <Button
            size="small"
            startIcon={<VisibilityIcon />}
            disabled={busy}
            onClick={() => onAction('restore', post)}
          >
            {t('board.post.restore')}
          </Button>
        )}
        {isAdmin && !post.hidden && post.reports > 0 && (
          <Button
            size="small"
            startIcon={<VisibilityIcon />}
            disabled={busy}
            onClick={() => onAction('keep', post)}
          >
            {t('board.post.keep')}
          </Button>
        )}
        {isAdmin && !post.hidden && (
          <Button
            size="small"
            startIcon={<VisibilityOffIcon />}
            disabled={busy}
            onClick={() => onAction('hide', post)}
          >
            {t('board.post.hide')}
          </Button>
        )}
        {canReport && (
          <Button
            size="small"
            color="inherit"
            startIcon={<FlagOutlinedIcon />}
            disabled={busy || post.reportedByMe}
            onClick={() => onAction('report', post)}
          >
            {t(post.reportedByMe ? 'board.post.reported' : 'board.post.report')}
          </Button>
        )}
        {canDelete && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={busy}
            onClick={() => onAction('delete', post)}
          >
            {t('board.post.delete')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
