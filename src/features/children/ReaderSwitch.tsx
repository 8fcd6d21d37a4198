import SwitchAccountIcon from '@mui/icons-material/SwitchAccountRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { paths } from '../../lib/paths';
import { selectUser, type RedirectState } from '../auth';
import { ChildAvatar, GROWN_UP } from './avatars/ChildAvatar';
import { chooseReader } from './chooseReader';
import { selectReaderChosen, selectReadingChild } from '../../lib/activeReader';
import { useGetChildProfilesQuery } from './childrenApi';

/** Grown-up places a parent opens by address: asking who reads there would stand in their way. */
const GROWN_UP_PLACES: readonly string[] = [paths.children, paths.family, paths.removeAccount];

/**
 * A tab that was not told who reads is asked, once the account is known to have child
 * profiles: on to "Who's reading?", and back to where the reader was going after. An account
 * without profiles reads as itself, as before children existed, and is not asked again.
 */
function useAskWhoIsReading(hasProfiles: boolean | undefined) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const chosen = useAppSelector(selectReaderChosen);
  const asking = pathname === paths.whosReading;
  const grownUpPlace = GROWN_UP_PLACES.includes(pathname);
  useEffect(() => {
    if (chosen || asking || grownUpPlace || hasProfiles === undefined) return;
    if (!hasProfiles) {
      dispatch(chooseReader(null));
      return;
    }
    const back: RedirectState = { from: `${pathname}${search}` };
    void navigate(paths.whosReading, { replace: true, state: back });
  }, [chosen, asking, grownUpPlace, hasProfiles, dispatch, navigate, pathname, search]);
}

/**
 * The top bar's reader: who reads in this tab (a child's picture and nickname, or the
 * grown-up) and a menu to hand the device to another of the account's readers, or to ask
 * "Who's reading?". Shown once the account has child profiles, or while a child reads.
 */
export default function ReaderSwitch() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const user = useAppSelector(selectUser);
  const reading = useAppSelector(selectReadingChild);
  const profiles = useGetChildProfilesQuery(user?.uid ?? '', { skip: !user });
  const children = profiles.data;
  useAskWhoIsReading(children && children.length > 0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (!user || (!reading && !children?.length)) return null;
  const name = reading?.nickname ?? t('children.who.me');
  const close = () => setAnchor(null);
  const others = (children ?? []).filter((child) => child.id !== reading?.id);

  return (
    <>
      <ButtonBase
        focusRipple
        aria-label={t('children.bar.reader', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={(theme) => ({
          gap: 1,
          p: 0.5,
          pr: { xs: 0.5, md: 1.5 },
          borderRadius: '999px',
          color: 'inherit',
          bgcolor: 'rgba(255, 255, 255, 0.18)',
          '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.28)' },
          '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: 2 },
          [theme.breakpoints.down('md')]: { flexShrink: 0 },
        })}
      >
        <ChildAvatar
          avatar={reading?.avatar ?? GROWN_UP}
          size={34}
          speak="decorative"
          sx={{ border: '2px solid #fff' }}
        />
        <Box
          component="span"
          sx={{
            display: { xs: 'none', md: 'block' },
            maxWidth: 140,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: 700,
            fontSize: 15,
          }}
        >
          {name}
        </Box>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('children.bar.menu') } }}
      >
        {others.map((child) => (
          <MenuItem
            key={child.id}
            onClick={() => {
              close();
              dispatch(chooseReader(child));
            }}
            sx={{ minHeight: 52, gap: 1.5 }}
          >
            <ChildAvatar avatar={child.avatar} size={36} speak="decorative" />
            <ListItemText>{t('children.bar.switchTo', { name: child.nickname })}</ListItemText>
          </MenuItem>
        ))}
        {reading && (
          <MenuItem
            onClick={() => {
              close();
              dispatch(chooseReader(null));
            }}
            sx={{ minHeight: 52, gap: 1.5 }}
          >
            <ChildAvatar avatar={GROWN_UP} size={36} speak="decorative" />
            <ListItemText>{t('children.bar.switchToMe')}</ListItemText>
          </MenuItem>
        )}
        {(others.length > 0 || reading) && <Divider />}
        <MenuItem
          onClick={() => {
            close();
            const back: RedirectState = { from: `${pathname}${search}` };
            void navigate(paths.whosReading, { state: back });
          }}
          sx={{ minHeight: 48 }}
        >
          <ListItemIcon>
            <SwitchAccountIcon />
          </ListItemIcon>
          <ListItemText>{t('children.bar.whosReading')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
