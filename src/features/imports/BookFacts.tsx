import {
  languageName,
  languageTag,
  textDirection,
  type StoryLanguage,
} from '../../../contract/storyLanguages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { licenceFacts } from '../../../contract/credits';
import { LanguageNameTag, Tag } from '../../components/Tag';
import { useT } from '../../i18n/useT';
import type { BookView, Refusal } from './bookView';

function LanguageTags({ languages }: { languages: readonly StoryLanguage[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {languages.map((language) => (
        <LanguageNameTag key={language} lang={languageTag(language)} dir={textDirection(language)}>
          {languageName(language)}
        </LanguageNameTag>
      ))}
    </Stack>
  );
}

/** The licence's name and, visibly, the terms that restrict its use. */
function LicenceNote({ licence }: { licence: BookView['licence'] }) {
  const t = useT();
  if (!licence) return <>{t('imports.noLicence')}</>;
  const facts = licenceFacts(licence.id);
  const terms = [
    !facts.open && t('imports.licence.notOpen'),
    facts.nonCommercial && t('imports.licence.nonCommercial'),
    facts.shareAlike && t('imports.licence.shareAlike'),
    facts.noDerivatives && t('imports.licence.noDerivatives'),
  ].filter((term): term is string => Boolean(term));
  const words = licence.words.trim();
  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
        <span>{facts.name}</span>
        {terms.map((term) => (
          <Tag key={term} tone="warning">
            {term}
          </Tag>
        ))}
      </Stack>
      {words && words !== facts.name && (
        <Typography variant="body2" color="text.secondary">
          {t('imports.licence.words', { words })}
        </Typography>
      )}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** What a preview found in a book: languages, pages, pictures, licence and narration. */
export function BookFacts({ book, updateNotice }: { book: BookView; updateNotice: boolean }) {
  const t = useT();
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 1,
          my: 1.5,
        }}
      >
        <Fact label={t('imports.facts.languages')}>
          <LanguageTags languages={book.languages} />
        </Fact>
        <Fact label={t('imports.facts.pages')}>{book.pages}</Fact>
        <Fact label={t('imports.facts.pictures')}>{book.pictures}</Fact>
        <Fact label={t('imports.facts.licence')}>
          <LicenceNote licence={book.licence} />
        </Fact>
        <Fact label={t('imports.facts.narration')}>
          {book.narration.length ? (
            <LanguageTags languages={book.narration} />
          ) : (
            t('imports.noNarration')
          )}
        </Fact>
      </Box>
      {book.update && updateNotice && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('imports.update')}
        </Alert>
      )}
    </>
  );
}

/** Why a book's files cannot be imported, in the server's words (which name the files). */
export function FileRefusal({ refusal }: { refusal: Refusal | null }) {
  const t = useT();
  if (!refusal) return null;
  const { files, reason } = refusal;
  const named = files.some((file) => reason.includes(file));
  return (
    <Alert severity="error" sx={{ mb: 1, wordBreak: 'break-word' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('imports.refusalsTitle', { count: files.length })}
      </Typography>
      {named ? reason : `${files.join(', ')}: ${reason}`}
    </Alert>
  );
}
