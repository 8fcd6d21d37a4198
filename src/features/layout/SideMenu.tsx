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
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
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

function MenuList({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate?: () => void }) {
  return (
    <List dense={false}>
      {items.map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          onClick={onNavigate}
          sx={{
            mx: 1,
            borderRadius: 3,
            '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
            '&.active .MuiListItemIcon-root': { color: 'primary.main' },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[item.to]}</ListItemIcon>
          <ListItemText primary={item.label} />
        </ListItemButton>
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
          <List
            subheader={
              <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>
                Administration
              </ListSubheader>
            }
          >
            <MenuList items={ADMIN_MENU} onNavigate={onNavigate} />
          </List>
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
