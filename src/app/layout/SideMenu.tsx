import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BrushIcon from '@mui/icons-material/Brush';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ForumIcon from '@mui/icons-material/Forum';
import HomeIcon from '@mui/icons-material/Home';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ImageIcon from '@mui/icons-material/Image';
import InfoIcon from '@mui/icons-material/Info';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import OfflinePinIcon from '@mui/icons-material/OfflinePin';
import ReportIcon from '@mui/icons-material/Report';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { paths } from '../../lib/paths';
import { DRAWER_WIDTH } from '../../lib/brand';
import { env } from '../../lib/env';
import { useT } from '../../i18n/useT';
import { selectIsAdmin, selectUser } from '../../features/auth/selectors';
import { ADMIN_MENU, PUBLIC_MENU, type MenuItem } from './menuItems';

const ICONS: Record<string, ReactElement> = {
  [paths.home]: <HomeIcon />,
  [paths.about]: <InfoIcon />,
  [paths.stories]: <AutoStoriesIcon />,
  [paths.savedStories]: <OfflinePinIcon />,
  [paths.createStory]: <BrushIcon />,
  [paths.messageBoard]: <ForumIcon />,
  [paths.leaderboard]: <EmojiEventsIcon />,
  [paths.uploadSvg]: <ImageIcon />,
  [paths.importBooks]: <LibraryAddIcon />,
  [paths.storyModificationGrid]: <EditNoteIcon />,
  [paths.pendingStoriesGrid]: <HourglassTopIcon />,
  [paths.errorLog]: <ReportIcon />,
  [paths.pendingGames]: <SportsEsportsIcon />,
  [paths.removeAccount]: <DeleteForeverIcon />,
};

// A signed-in account's own entries (its children's profiles), with their icons.
const SignedInMenu = lazy(() =>
  import('./SignedInParts').then((parts) => ({ default: parts.SignedInMenu })),
);

// Plain list elements styled once: MUI's List family would add about 6 KB gzip to every visit.
const EntryList = styled('ul')({ listStyle: 'none', margin: 0, padding: '8px 0' });

const Separator = styled('hr')(({ theme }) => ({
  margin: 0,
  border: 0,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const ListTitle = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 500,
  lineHeight: '32px',
  marginTop: theme.spacing(1),
  padding: theme.spacing(0, 2),
  color: theme.palette.text.secondary,
}));

/** A menu entry; the current page's is readable (AA) in both themes, not only coloured. */
const EntryLink = styled(NavLink)(({ theme }) => {
  const activeColour =
    theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark;
  return {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    margin: theme.spacing(0, 1),
    padding: theme.spacing(1, 2),
    borderRadius: Number(theme.shape.borderRadius) * 3,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '& svg': { marginRight: 16, color: theme.palette.action.active, flexShrink: 0 },
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': {
      outline: `3px solid ${theme.palette.primary.main}`,
      outlineOffset: -3,
    },
    '&.active': {
      backgroundColor: alpha(theme.palette.primary.main, 0.14),
      color: activeColour,
      fontWeight: 700,
      '& svg': { color: activeColour },
    },
  };
});

export function MenuList({
  items,
  onNavigate,
  labelledBy,
  icons = ICONS,
}: {
  items: readonly MenuItem[];
  onNavigate?: (() => void) | undefined;
  labelledBy?: string;
  /** The entries' icons, by path: those of entries that load later come with them. */
  icons?: Record<string, ReactElement>;
}) {
  const t = useT();
  return (
    <EntryList aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.to}>
          <EntryLink to={item.to} onClick={onNavigate}>
            {icons[item.to]}
            {t(item.label)}
          </EntryLink>
        </li>
      ))}
    </EntryList>
  );
}

function MenuContents({ onNavigate }: { onNavigate?: () => void }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const signedIn = useAppSelector(selectUser) !== null;
  const t = useT();
  return (
    <Box component="nav" aria-label={t('layout.mainMenu')}>
      <Box
        component={NavLink}
        to={paths.root}
        onClick={onNavigate}
        aria-label={t('layout.brandHome', { brand: env.VITE_APP_TITLE })}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 2,
          minHeight: 64,
          color: 'text.primary',
          textDecoration: 'none',
        }}
      >
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 40, height: 40 }} />
        <Typography variant="h6" component="span" sx={{ fontWeight: 800, color: 'primary.main' }}>
          {env.VITE_APP_TITLE}
        </Typography>
      </Box>
      <Separator />
      <MenuList items={PUBLIC_MENU} onNavigate={onNavigate} />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInMenu onNavigate={onNavigate} />
        </Suspense>
      )}
      {isAdmin && (
        <>
          <Separator />
          <ListTitle id="admin-menu-title">{t('layout.administration')}</ListTitle>
          <MenuList items={ADMIN_MENU} onNavigate={onNavigate} labelledBy="admin-menu-title" />
        </>
      )}
    </Box>
  );
}

interface SideMenuProps {
  mobileOpen: boolean;
  onClose: () => void;
}

const MobileMenu = lazy(() => import('./MobileMenu'));

/**
 * Always shown beside the page on wide screens (from sm); a slide-out drawer on narrow ones,
 * loaded when first opened and kept afterwards so it can slide shut.
 */
export function SideMenu({ mobileOpen, onClose }: SideMenuProps) {
  const [mobileMenuLoaded, setMobileMenuLoaded] = useState(false);
  if (mobileOpen && !mobileMenuLoaded) setMobileMenuLoaded(true);
  return (
    <Box component="aside" sx={{ width: { sm: DRAWER_WIDTH }, flexShrink: { sm: 0 } }}>
      {mobileMenuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onClose={onClose}>
            <MenuContents onNavigate={onClose} />
          </MobileMenu>
        </Suspense>
      )}
      <Box
        sx={{
          bgcolor: 'background.paper',
          display: { xs: 'none', sm: 'block' },
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          width: DRAWER_WIDTH,
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: 'drawer',
        }}
      >
        <MenuContents />
      </Box>
    </Box>
  );
}
