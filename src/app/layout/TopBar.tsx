import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { paths } from '../../lib/paths';
import { DRAWER_WIDTH, TOP_BAR_BACKGROUND } from '../../lib/brand';
import { env } from '../../lib/env';
import { confirmLeaving } from '../../lib/leaveGuard';
import { signOut } from '../session/signOut';
import { selectUser } from '../../features/auth/selectors';
import { useT } from '../../i18n/useT';
import { LanguageButton } from './LanguageButton';

// Only signed-in readers have an inbox and readers to choose from (an account's children), so
// these load with their first screen.
const SignedInBarParts = lazy(() =>
  import('./SignedInParts').then((parts) => ({ default: parts.SignedInBarParts })),
);

/** The toolbar's height at each width (MUI's toolbar mixin), shared by the bar and its spacer. */
export const TopBarSpacer = styled('div')(({ theme }) => theme.mixins.toolbar);

// A plain header in the look of MUI's AppBar and Toolbar, which the first screen need not carry.
const Bar = styled('header')(({ theme }) => ({
  position: 'fixed',
  top: 0,
  right: 0,
  left: 0,
  zIndex: theme.zIndex.appBar,
  color: '#fff',
  backgroundImage: TOP_BAR_BACKGROUND,
  [theme.breakpoints.up('sm')]: { left: DRAWER_WIDTH },
}));

const BarRow = styled(TopBarSpacer)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0, 1.5),
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(1), padding: theme.spacing(0, 3) },
}));

export function TopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useT();
  const welcome = t('layout.welcome', { name: user?.displayName || t('layout.welcomeUser') });

  // A screen with unsaved work (the story editor) is asked first.
  const handleLogout = () =>
    confirmLeaving(() => {
      void dispatch(signOut()).then(() => navigate(paths.login));
    });

  return (
    <Bar>
      <BarRow>
        <Button
          color="inherit"
          aria-label={t('layout.openMenu')}
          onClick={onMenuClick}
          sx={{ display: { sm: 'none' }, minWidth: 44, ml: -1, px: 1, borderRadius: '50%' }}
        >
          <MenuIcon />
        </Button>
        {/* The product's name stays whole on a phone; the welcome gives way first. */}
        <Typography
          variant="h6"
          component="div"
          noWrap
          sx={{ flexGrow: 1, fontWeight: 800, '@media (min-width: 380px)': { flexShrink: 0 } }}
        >
          {env.VITE_APP_TITLE}
        </Typography>
        <LanguageButton />
        {user ? (
          <>
            <Typography
              component="span"
              noWrap
              title={welcome}
              sx={{
                minWidth: 0,
                fontWeight: 500,
                maxWidth: { xs: 120, sm: 320 },
                fontSize: { xs: 13, sm: 16 },
              }}
            >
              {welcome}
            </Typography>
            {/* The inbox's space is kept while it loads, so the bar does not shift. */}
            <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
              <SignedInBarParts />
            </Suspense>
            <Button color="inherit" variant="outlined" onClick={handleLogout}>
              {t('layout.logout')}
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
            {t('layout.login')}
          </Button>
        )}
      </BarRow>
    </Bar>
  );
}
