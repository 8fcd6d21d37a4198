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
import ReportIcon from '@mui/icons-material/Report';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { DRAWER_WIDTH } from '../../app/theme';
import { env } from '../../lib/env';
import { selectIsAdmin } from '../auth/selectors';
import { ADMIN_MENU, PUBLIC_MENU, type MenuItem } from './menuItems';

const ICONS: Record<string, ReactElement> = {
  [paths.home]: <HomeIcon />,
  [paths.about]: <InfoIcon />,
  [paths.stories]: <AutoStoriesIcon />,
  [paths.createStory]: <BrushIcon />,
  [paths.messageBoard]: <ForumIcon />,
  [paths.leaderboard]: <EmojiEventsIcon />,
  [paths.uploadSvg]: <ImageIcon />,
  [paths.storyModificationGrid]: <EditNoteIcon />,
  [paths.pendingStoriesGrid]: <HourglassTopIcon />,
  [paths.errorLog]: <ReportIcon />,
  [paths.pendingGames]: <SportsEsportsIcon />,
  [paths.removeAccount]: <DeleteForeverIcon />,
};

/** The current page's entry: readable (AA) in both themes, not only coloured. */
const activeEntry = (theme: Theme) => {
  const colour =
    theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark;
  return {
    bgcolor: alpha(theme.palette.primary.main, 0.14),
    color: colour,
    fontWeight: 700,
    '& .MuiListItemIcon-root': { color: colour },
  };
};

function MenuList({
  items,
  onNavigate,
  labelledBy,
}: {
  items: readonly MenuItem[];
  onNavigate?: () => void;
  labelledBy?: string;
}) {
  return (
    <List aria-labelledby={labelledBy}>
      {items.map((item) => (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={item.to}
            onClick={onNavigate}
            sx={(theme) => ({ mx: 1, borderRadius: 3, '&.active': activeEntry(theme) })}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[item.to]}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function MenuContents({ onNavigate }: { onNavigate?: () => void }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  return (
    <Box component="nav" aria-label="Main menu">
      <Box
        component={NavLink}
        to={paths.root}
        onClick={onNavigate}
        aria-label={`${env.VITE_APP_TITLE} home`}
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
      <Divider />
      <MenuList items={PUBLIC_MENU} onNavigate={onNavigate} />
      {isAdmin && (
        <>
          <Divider />
          <ListSubheader
            id="admin-menu-title"
            component="div"
            sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}
          >
            Administration
          </ListSubheader>
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

/** Permanent on wide screens (from sm), a slide-out drawer on narrow ones. */
export function SideMenu({ mobileOpen, onClose }: SideMenuProps) {
  const paperSx = { width: DRAWER_WIDTH, boxSizing: 'border-box' as const };
  return (
    <Box component="aside" sx={{ width: { sm: DRAWER_WIDTH }, flexShrink: { sm: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { 'aria-label': 'Menu' } }}
        sx={{ display: { xs: 'block', sm: 'none' }, '& .MuiDrawer-paper': paperSx }}
      >
        <MenuContents onNavigate={onClose} />
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{ display: { xs: 'none', sm: 'block' }, '& .MuiDrawer-paper': paperSx }}
      >
        <MenuContents />
      </Drawer>
    </Box>
  );
}
