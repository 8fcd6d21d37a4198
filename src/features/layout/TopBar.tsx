import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { DRAWER_WIDTH } from '../../app/theme';
import { env } from '../../lib/env';
import { confirmLeaving } from '../../lib/leaveGuard';
import { logOut } from '../auth/authThunks';
import { selectUser } from '../auth/selectors';

// Only signed-in readers have an inbox, so its badge loads with their first screen.
const InboxButton = lazy(() => import('./InboxButton'));

export function TopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // A screen with unsaved work (the story editor) is asked first.
  const handleLogout = () =>
    confirmLeaving(() => {
      void dispatch(logOut()).then(() => navigate(paths.login));
    });

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
            {/* Its space is kept while it loads, so the bar does not shift. */}
            <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
              <InboxButton />
            </Suspense>
            <Button color="inherit" variant="outlined" onClick={handleLogout}>
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
