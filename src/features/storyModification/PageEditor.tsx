import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { isNamedLanguage, type StoryLanguage } from '../../../contract/storyLanguages';
import type { Page } from '../../../contract/stories';
import { useAppDispatch } from '../../app/hooks';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useT } from '../../i18n/useT';
import { IMAGE_DESCRIPTION_MAX, PAGE_TEXT_MAX } from '../../../contract/limits';
import { TRANSLATION_LANGUAGES } from '../../../contract/languageNames';
import { pageGaps } from '../../../contract/storyGaps';
import { PageGapTags } from './PageGapTags';
import { PictureChoice, PicturePreview } from './PagePicture';
import { PageTranslations } from './PageTranslations';
import { otherTextEdited, pageAddedAfter, pageEdited } from './storyModificationSlice';

type EditableField = Exclude<keyof Page, 'page_no' | 'texts'>;

interface PageEditorProps {
  page: Page;
  index: number;
  /** The languages beyond the eight the story has fields for. */
  otherLanguages: readonly StoryLanguage[];
  canRemove: boolean;
  /** Asks to remove the page at `index` (the screen confirms first). */
  onRemove(index: number): void;
}

/** The id of a page's heading, to bring the focus back to a page. */
export const pageHeadingId = (index: number) => `editor-page-${index}`;

/** One page of the editor: text, picture, translations, and adding or removing pages. */
export const PageEditor = memo(function PageEditor({
  page,
  index,
  otherLanguages,
  canRemove,
  onRemove,
}: PageEditorProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const edit = (field: EditableField, value: string) =>
    dispatch(pageEdited({ index, field, value }));
  /** A text field of the page with a counter against the contract's limit. */
  const field = (name: EditableField, max: number = PAGE_TEXT_MAX) => ({
    value: page[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => edit(name, event.target.value),
    fullWidth: true,
    limit: max,
  });
  const editTranslation = (language: StoryLanguage, text: string) =>
    dispatch(
      isNamedLanguage(language) && language !== 'english'
        ? pageEdited({ index, field: language, value: text })
        : otherTextEdited({ index, language, text }),
    );
  const gaps = useMemo(() => pageGaps(page, otherLanguages), [page, otherLanguages]);
  const translations = TRANSLATION_LANGUAGES.length + otherLanguages.length;

  return (
    <Card
      component="section"
      aria-label={t('editor.page.label', { page: page.page_no })}
      variant="outlined"
    >
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography id={pageHeadingId(index)} tabIndex={-1} variant="h6" component="h2">
            {t('editor.page.label', { page: page.page_no })}
          </Typography>
          <PageGapTags gaps={gaps} translations={translations} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
            alignItems: 'start',
          }}
        >
          <PicturePreview page={page} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <LimitedTextField
              label={t('editor.page.storyText')}
              multiline
              minRows={3}
              {...field('parent_narration_text')}
            />
            <LimitedTextField
              label={t('editor.page.pictureDescription')}
              multiline
              {...field('image_description', IMAGE_DESCRIPTION_MAX)}
            />
            <PictureChoice page={page} onChange={(path) => edit('image_path', path)} />
          </Box>
        </Box>
        <PageTranslations
          page={page}
          otherLanguages={otherLanguages}
          translated={translations - gaps.missingTranslations.length}
          onChange={editTranslation}
        />
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button startIcon={<AddIcon />} onClick={() => dispatch(pageAddedAfter(index))}>
          {t('editor.page.addAfter')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          disabled={!canRemove}
          onClick={() => onRemove(index)}
        >
          {t('editor.page.remove', { page: page.page_no })}
        </Button>
      </CardActions>
    </Card>
  );
});
