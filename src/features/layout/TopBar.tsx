import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { DRAWER_WIDTH } from '../../app/theme';
import { env } from '../../lib/env';
import { logOut } from '../auth/authThunks';
import { selectUser } from '../auth/selectors';
import { selectUnreadCount } from '../messages/messagesSlice';

export function TopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const user = useAppSelector(selectUser);
  const unread = useAppSelector(selectUnreadCount);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const handleLogout = async () => {
    await dispatch(logOut());
    void navigate(paths.login);
  };

  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{
        width: { sm: `calc(100% - ${DRAWER_WIDTH}px)` },
        ml: { sm: `${DRAWER_WIDTH}px` },
        // Brand blue under the large title, deepening under the smaller text on the right (AA contrast).
        backgroundImage: 'linear-gradient(90deg, #3498db 0%, #2475b0 100%)',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          aria-label="Open menu"
          edge="start"
          onClick={onMenuClick}
          sx={{ display: { sm: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontWeight: 800 }}>
          {env.VITE_APP_TITLE}
        </Typography>
        {user ? (
          <>
            <Typography
              component="span"
              noWrap
              title={`Welcome, ${user.displayName || 'User'}`}
              sx={{ fontWeight: 500, maxWidth: { xs: 120, sm: 320 }, fontSize: { xs: 13, sm: 16 } }}
            >
              Welcome, {user.displayName || 'User'}
            </Typography>
            <Tooltip title="Inbox">
              <IconButton
                color="inherit"
                component={RouterLink}
                to={paths.inbox}
                aria-label={unread ? `Inbox, ${unread} unread` : 'Inbox'}
              >
                {/* The count is in the button's name, so it is read once. No badge at all
                    without mail: a hidden badge still holds a number that the name lacks. */}
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
            </Tooltip>
            <Button color="inherit" variant="outlined" onClick={() => void handleLogout()}>
              Logout
            </Button>
          </>
        ) : (
          <Button
            component={RouterLink}
            to={paths.login}
            variant="contained"
            color="secondary"
            sx={{ color: '#0b3d20' }}
          >
            Login
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
