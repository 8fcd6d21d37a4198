import MailIcon from '@mui/icons-material/Mail';
import DraftsIcon from '@mui/icons-material/Drafts';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';
import { env } from '../../lib/env';
import { selectUser } from '../auth';
import { FETCH_MESSAGES_FAILED, fetchMessages, markMessageRead } from './messagesSlice';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function InboxPage() {
  const t = useT();
  const translator = useTranslator();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { items, status, error } = useAppSelector((state) => state.messages);
  const uid = user?.uid;

  useEffect(() => {
    if (uid) void dispatch(fetchMessages(uid));
  }, [dispatch, uid]);

  return (
    <ScreenIntro
      title={t('inbox.title')}
      description={t('inbox.description', { brand: env.VITE_APP_TITLE })}
    >
      {status === 'failed' && error && (
        <ErrorState
          message={
            // The store keeps its own fallback in English; a server's message is shown as written.
            error === FETCH_MESSAGES_FAILED ? t('inbox.error.fetchFailed') : error
          }
          onRetry={() => uid && void dispatch(fetchMessages(uid))}
        />
      )}
      {status === 'loading' && items.length === 0 && (
        <Box aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={64} />
          ))}
        </Box>
      )}
      {status === 'succeeded' && items.length === 0 && (
        <Typography color="text.secondary">{t('inbox.empty')}</Typography>
      )}
      {items.map((message) => (
        <Accordion
          key={message._id}
          onChange={(_, expanded) => {
            if (expanded && !message.read && uid)
              void dispatch(markMessageRead({ uid, messageId: message._id }));
          }}
        >
          {/* minWidth 0: a long subject is cut short with an ellipsis, not pushed off a phone. */}
          <AccordionSummary sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', width: '100%' }}>
              {message.read ? <DraftsIcon color="disabled" /> : <MailIcon color="primary" />}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: message.read ? 400 : 700 }} noWrap>
                  {message.subject}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {message.from} · {translator.date(new Date(message.createdAt), DATE_FORMAT)}
                </Typography>
              </Box>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            {/* A long link in a reason wraps instead of pushing a phone's page sideways. */}
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </ScreenIntro>
  );
}
