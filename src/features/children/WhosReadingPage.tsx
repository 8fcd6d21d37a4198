import ManageAccountsIcon from '@mui/icons-material/ManageAccountsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ErrorState } from '../../components/ErrorState';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { paths } from '../../lib/paths';
import { messageOf } from '../../lib/serverData/api';
import { selectUser, type RedirectState } from '../auth';
import { ChildAvatar, GROWN_UP } from './avatars/ChildAvatar';
import { chooseReader } from './chooseReader';
import { selectReaderChosen, selectReadingChild } from '../../lib/activeReader';
import { CHILDREN_FAILURES, FETCH_CHILDREN_FAILED, useGetChildProfilesQuery } from './childrenApi';

/** Where the reader was going when asked (never back here). */
export function destinationOf(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  return from && !from.startsWith(paths.whosReading) ? from : paths.root;
}

function ReaderTile({
  avatar,
  name,
  detail,
  current,
  onChoose,
}: {
  avatar: string;
  name: string;
  detail?: string;
  current: boolean;
  onChoose(): void;
}) {
  const t = useT();
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ButtonBase
        focusRipple
        onClick={onChoose}
        aria-current={current ? 'true' : undefined}
        sx={(theme) => ({
          width: '100%',
          height: '100%',
          flexDirection: 'column',
          // Pictures in a row line up, whatever is written under them.
          justifyContent: 'flex-start',
          gap: 1.5,
          p: { xs: 1.5, sm: 2.5 },
          borderRadius: '28px',
          border: '3px solid',
          borderColor: current ? 'secondary.main' : 'transparent',
          bgcolor: 'background.paper',
          boxShadow: theme.shadows[current ? 4 : 1],
          transition: theme.transitions.create(['transform', 'box-shadow'], {
            duration: theme.transitions.duration.shorter,
          }),
          '&:hover': { transform: 'translateY(-3px)', boxShadow: theme.shadows[6] },
          '&.Mui-focusVisible': {
            outline: `4px solid ${theme.palette.primary.main}`,
            outlineOffset: 3,
          },
          '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
        })}
      >
        <ChildAvatar
          avatar={avatar}
          size={132}
          speak="decorative"
          sx={{ width: { xs: 96, sm: 132 }, height: { xs: 96, sm: 132 } }}
        />
        <Typography
          component="span"
          sx={{
            fontSize: { xs: 20, sm: 24 },
            fontWeight: 800,
            lineHeight: 1.2,
            overflowWrap: 'anywhere',
            textAlign: 'center',
          }}
        >
          {name}
        </Typography>
        {detail && (
          <Typography component="span" color="text.secondary" sx={{ mt: -1, fontSize: 15 }}>
            {detail}
          </Typography>
        )}
        {current && (
          <Typography
            component="span"
            sx={(theme) => ({
              mt: -0.5,
              px: 1.5,
              py: 0.25,
              borderRadius: '999px',
              fontSize: 14,
              fontWeight: 700,
              color: theme.palette.mode === 'dark' ? 'secondary.light' : '#0b5d2e',
              bgcolor: alpha(theme.palette.secondary.main, 0.16),
            })}
          >
            {t('children.who.readingNow')}
          </Typography>
        )}
      </ButtonBase>
    </Box>
  );
}

/**
 * "Who's reading?": the account's children and the grown-up, as big pictures to tap. Asked
 * after signing in (and in a new tab) when the account has child profiles, and from the top
 * bar; the choice lasts for the tab. Then on to where the reader was going.
 */
export default function WhosReadingPage() {
  const t = useT();
  const failureMessage = useKnownFailures(CHILDREN_FAILURES);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const chosen = useAppSelector(selectReaderChosen);
  const current = useAppSelector(selectReadingChild);
  const profiles = useGetChildProfilesQuery(user?.uid ?? '', { skip: !user });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Said first by a screen reader, and where the keyboard starts.
  useEffect(() => headingRef.current?.focus(), []);

  const choose = (child: Parameters<typeof chooseReader>[0]) => {
    dispatch(chooseReader(child));
    void navigate(destinationOf(location.state), { replace: true });
  };

  const children = profiles.data ?? [];
  return (
    <Box
      component="section"
      aria-labelledby="whos-reading-heading"
      sx={{ maxWidth: 980, mx: 'auto', textAlign: 'center', py: { xs: 1, sm: 3 } }}
    >
      <Typography
        id="whos-reading-heading"
        ref={headingRef}
        tabIndex={-1}
        variant="h3"
        component="h1"
        sx={{
          fontWeight: 800,
          color: 'primary.main',
          fontSize: { xs: 34, sm: 48 },
          outline: 'none',
        }}
      >
        {t('children.who.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: { xs: 18, sm: 20 }, mt: 1, mb: 4 }}>
        {t('children.who.intro')}
      </Typography>

      {profiles.isError && (
        <ErrorState
          message={failureMessage(messageOf(profiles.error, FETCH_CHILDREN_FAILED))}
          onRetry={() => void profiles.refetch()}
        />
      )}
      {profiles.isLoading ? (
        <Typography role="status">{t('common.loading')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('children.who.readers')}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(auto-fit, minmax(190px, 220px))',
            },
            justifyContent: 'center',
            gap: { xs: 2, sm: 3 },
            p: 0,
            m: 0,
          }}
        >
          {children.map((child) => (
            <ReaderTile
              key={child.id}
              avatar={child.avatar}
              name={child.nickname}
              current={chosen && current?.id === child.id}
              onChoose={() => choose(child)}
            />
          ))}
          <ReaderTile
            avatar={GROWN_UP}
            name={t('children.who.me')}
            detail={t('children.who.grownUp')}
            current={chosen && current === null}
            onChoose={() => choose(null)}
          />
        </Box>
      )}

      {profiles.isSuccess && children.length === 0 && (
        <Typography sx={{ mt: 4, fontSize: 18 }}>{t('children.who.none')}</Typography>
      )}
      <Button
        component={RouterLink}
        to={paths.children}
        startIcon={<ManageAccountsIcon />}
        size="large"
        sx={{ mt: 5, borderRadius: '999px' }}
      >
        {children.length === 0 ? t('children.who.addProfiles') : t('children.who.manage')}
      </Button>
    </Box>
  );
}
