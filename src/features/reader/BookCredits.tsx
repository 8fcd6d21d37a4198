import type { StoryLanguage } from '../../../contract/storyLanguages';
import PaletteIcon from '@mui/icons-material/Palette';
import CopyrightIcon from '@mui/icons-material/Copyright';
import CreateIcon from '@mui/icons-material/Create';
import LockIcon from '@mui/icons-material/Lock';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import PublicIcon from '@mui/icons-material/Public';
import SyncIcon from '@mui/icons-material/Sync';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha, darken, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { authorsOf, joinNames } from '../../../contract/creditNames';
import { licenceFacts, type LicenceId } from '../../../contract/licences';
import type { Story } from '../../../contract/stories';
import { useLicenceName } from '../../components/LicenceMark';
import { Message } from '../../i18n/Message';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { ShownTitle } from '../../lib/story/storyTitle';

/** What the credits of a book are made of: the story's makers and licence, as it is read. */
export interface BookCreditsProps {
  /** The title in the language being read. */
  title: string;
  /** The title's language when it is a translation. */
  titleLang?: string | undefined;
  /** The title's direction: its words in their order whatever the interface's. */
  titleDir?: ShownTitle['dir'] | undefined;
  /** The story's author line, named when the credits list no authors. */
  author: string;
  credits: Story['credits'];
  licence: Story['licence'];
  /** The language being read: its translators are named. */
  language: StoryLanguage;
}

/** Only http(s) addresses become links; anything else is shown as the text it is. */
const isWebAddress = (address: string) => /^https?:\/\/\S+$/i.test(address);

/** A link that opens another site in a new tab, and says so to screen readers. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('books.credits.newTab')}`}
      </Box>
    </Link>
  );
}

/** The publisher or source, linked to the source's address when there is one. */
function Source({ publisher, address }: { publisher: string; address: string }) {
  const label = publisher || address;
  if (!address || !isWebAddress(address)) return <>{label}</>;
  return <ExternalLink href={address}>{label}</ExternalLink>;
}

/** The licence's terms in plain words, each with a picture a child recognises. */
function LicenceTerms({ id }: { id: LicenceId }) {
  const t = useT();
  const facts = licenceFacts(id);
  const terms: [ReactNode, MessageId][] = [];
  if (!facts.open) terms.push([<CopyrightIcon key="icon" />, 'books.terms.allRightsReserved']);
  if (facts.open && !facts.attribution)
    terms.push([<PublicIcon key="icon" />, 'books.terms.publicDomain']);
  if (facts.nonCommercial) terms.push([<MoneyOffIcon key="icon" />, 'books.terms.nonCommercial']);
  if (facts.shareAlike) terms.push([<SyncIcon key="icon" />, 'books.terms.shareAlike']);
  if (facts.noDerivatives) terms.push([<LockIcon key="icon" />, 'books.terms.noDerivatives']);
  if (terms.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {terms.map(([icon, message]) => (
        <Box component="li" key={message} sx={termSx}>
          <Box component="span" aria-hidden sx={{ display: 'flex', color: accent }}>
            {icon}
          </Box>
          {t(message)}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The credits' green: the deep one darkened a fifth on the light page (small bold letters need
 * a contrast of 4.5:1; the theme's deep green has 4.0 on the page's cream), the pale one on the
 * dark.
 */
const accent = (theme: Theme) =>
  theme.palette.mode === 'light'
    ? darken(theme.palette.secondary.dark, 0.2)
    : theme.palette.secondary.light;

const termSx = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 1.5,
  py: 1,
  borderRadius: 3,
  bgcolor:
    theme.palette.mode === 'light'
      ? alpha(theme.palette.secondary.main, 0.12)
      : alpha(theme.palette.secondary.light, 0.12),
});

/**
 * The attribution sentence in the form Creative Commons recommends (title, creators, licence,
 * source), in the interface language: one message per clause, so that each language orders
 * and punctuates its own. The English one that exports carry is contract/credits.ts's.
 */
function AttributionSentence(props: BookCreditsProps) {
  const t = useT();
  const { credits, licence, title, titleLang, titleDir } = props;
  const and = t('books.credits.and');
  const facts = licenceFacts(licence.id);
  const authors = authorsOf(props);
  const translators = credits.translators[props.language] ?? [];
  const licenceLink = facts.url && <ExternalLink href={facts.url}>{facts.name}</ExternalLink>;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      <Message
        id="books.attribution.title"
        values={{
          title: (
            <bdi lang={titleLang} dir={titleDir}>
              {title}
            </bdi>
          ),
        }}
      />
      {authors.length > 0 && (
        <Message id="books.attribution.by" values={{ names: joinNames(authors, and) }} />
      )}
      {credits.illustrators.length > 0 && (
        <Message
          id="books.attribution.illustrated"
          values={{ names: joinNames(credits.illustrators, and) }}
        />
      )}
      {translators.length > 0 && (
        <Message
          id="books.attribution.translated"
          values={{ names: joinNames(translators, and) }}
        />
      )}
      {!licenceLink ? (
        <Message id="books.attribution.allRightsReserved" />
      ) : (
        <Message
          id={facts.attribution ? 'books.attribution.licensed' : 'books.attribution.publicDomain'}
          values={{ licence: licenceLink }}
        />
      )}
      {credits.originalTitle && credits.originalTitle !== title && (
        <Message id="books.attribution.originalTitle" values={{ title: credits.originalTitle }} />
      )}
      {(credits.publisher || credits.sourceUrl) && (
        <Message
          id="books.attribution.source"
          values={{ source: <Source publisher={credits.publisher} address={credits.sourceUrl} /> }}
        />
      )}
    </Typography>
  );
}

/** One line of who made the book, with its picture. */
function CreditLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25 }}>
      <Box component="span" aria-hidden sx={{ display: 'flex', color: 'primary.main', pt: '2px' }}>
        {icon}
      </Box>
      <Typography component="span">{children}</Typography>
    </Box>
  );
}

const panelSx = (theme: Theme) => {
  const light = theme.palette.mode === 'light';
  return {
    mt: 4,
    mx: 'auto',
    maxWidth: 560,
    p: { xs: 2, sm: 3 },
    display: 'grid',
    gap: 2,
    textAlign: 'left',
    borderRadius: '20px',
    border: '1px solid',
    borderColor: light ? '#f0dcb4' : alpha('#ffffff', 0.12),
    bgcolor: light ? '#fffaf0' : alpha('#ffffff', 0.04),
  };
};

/**
 * The book's credits page at its end: who wrote, drew and translated it, where it comes from,
 * its licence and what the licence asks, and how to credit it when sharing it.
 */
export function BookCredits(props: BookCreditsProps) {
  const t = useT();
  const licenceName = useLicenceName();
  const { credits, licence, title, titleLang, titleDir, language } = props;
  const and = t('books.credits.and');
  const facts = licenceFacts(licence.id);
  const authors = authorsOf(props);
  const translators = credits.translators[language] ?? [];
  const hasSource = Boolean(credits.publisher || credits.sourceUrl);
  return (
    <Box component="section" aria-labelledby="book-credits-heading" sx={panelSx}>
      <Box>
        <Typography
          id="book-credits-heading"
          variant="overline"
          component="h3"
          sx={{ color: accent, fontWeight: 700, lineHeight: 1.5 }}
        >
          {t('books.credits.heading')}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          lang={titleLang}
          dir={titleDir}
          sx={{ lineHeight: 1.3 }}
        >
          {title}
        </Typography>
      </Box>
      {(authors.length > 0 || credits.illustrators.length > 0 || translators.length > 0) && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
          {authors.length > 0 && (
            <CreditLine icon={<CreateIcon />}>
              {t('books.credits.writtenBy', { names: joinNames(authors, and) })}
            </CreditLine>
          )}
          {credits.illustrators.length > 0 && (
            <CreditLine icon={<PaletteIcon />}>
              {t('books.credits.illustratedBy', { names: joinNames(credits.illustrators, and) })}
            </CreditLine>
          )}
          {translators.length > 0 && (
            <CreditLine icon={<TranslateIcon />}>
              {t('books.credits.translatedBy', { names: joinNames(translators, and) })}
            </CreditLine>
          )}
        </Box>
      )}
      {(credits.originalTitle && credits.originalTitle !== title) || hasSource ? (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {credits.originalTitle && credits.originalTitle !== title && (
            <Typography variant="body2">
              {t('books.credits.originalTitle', { title: credits.originalTitle })}
            </Typography>
          )}
          {hasSource && (
            <Typography variant="body2">
              <Message
                id="books.credits.source"
                values={{
                  source: <Source publisher={credits.publisher} address={credits.sourceUrl} />,
                }}
              />
            </Typography>
          )}
        </Box>
      ) : null}
      <Typography sx={{ fontWeight: 600 }}>
        <Message
          id="books.credits.licence"
          values={{
            licence: facts.url ? (
              <ExternalLink href={facts.url}>{licenceName(licence.id)}</ExternalLink>
            ) : (
              licenceName(licence.id)
            ),
          }}
        />
      </Typography>
      <LicenceTerms id={licence.id} />
      {facts.open && (
        <Box sx={{ pt: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('books.credits.howToCredit')}
          </Typography>
          <AttributionSentence {...props} />
        </Box>
      )}
    </Box>
  );
}
