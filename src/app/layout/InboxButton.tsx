import MailIcon from '@mui/icons-material/Mail';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { paths } from '../../lib/paths';
import { selectUnreadCount } from '../../features/messages/messagesSlice';
import { useT } from '../../i18n/useT';

/** The top bar's way to the inbox, with the unread count; signed-in readers only. */
export default function InboxButton() {
  const unread = useAppSelector(selectUnreadCount);
  const t = useT();
  return (
    // A native hint: MUI's Tooltip would put its positioning engine on every page.
    <IconButton
      color="inherit"
      component={RouterLink}
      to={paths.inbox}
      title={t('layout.inbox')}
      aria-label={unread ? t('layout.inboxUnread', { count: unread }) : t('layout.inbox')}
    >
      {/* The count is in the button's name, so it is read once. No badge at all without
          mail: a hidden badge still holds a number that the name lacks. */}
      {unread ? (
        <Badge
          badgeContent={unread}
          color="secondary"
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <MailIcon />
        </Badge>
      ) : (
        <MailIcon />
      )}
    </IconButton>
  );
}
