import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { LANGUAGE_LABELS, LANGUAGE_TAGS, TRANSLATION_LANGUAGES } from '../../../contract/languages';
import type { Page } from '../../../contract/stories';
import { picturePath } from '../../../contract/pictures';
import { useAppDispatch } from '../../app/hooks';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useT } from '../../i18n/useT';
import { assetUrl } from '../../lib/assetUrl';
import { IMAGE_DESCRIPTION_MAX, PAGE_TEXT_MAX } from '../../../contract/limits';
import { pageGaps } from '../../../contract/storyGaps';
import { PageGapTags } from './PageGapTags';
import { PicturePickerDialog } from './PicturePickerDialog';
import { pageAddedAfter, pageEdited } from './storyModificationSlice';

type EditableField = Exclude<keyof Page, 'page_no'>;

interface PageEditorProps {
  page: Page;
  index: number;
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
  canRemove,
  onRemove,
}: PageEditorProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  /** A text field of the page with a counter against the contract's limit. */
  const field = (name: EditableField, max: number = PAGE_TEXT_MAX) => ({
    value: page[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      dispatch(pageEdited({ index, field: name, value: event.target.value })),
    fullWidth: true,
    limit: max,
  });
  const [picking, setPicking] = useState(false);
  const setImagePath = (value: string) =>
    dispatch(pageEdited({ index, field: 'image_path', value }));
  const gaps = useMemo(() => pageGaps(page), [page]);
  const translated = TRANSLATION_LANGUAGES.length - gaps.missingTranslations.length;

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
          <PageGapTags gaps={gaps} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
            alignItems: 'start',
          }}
        >
          <Box
            sx={{
              aspectRatio: '4 / 3',
              borderRadius: 3,
              overflow: 'hidden',
              bgcolor: '#fdf2d0',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {page.image_path ? (
              <Box
                component="img"
                src={assetUrl(page.image_path)}
                alt={page.image_description}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('editor.page.noPictureYet')}
              </Typography>
            )}
          </Box>
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
            <Box sx={{ display: 'grid', gap: 1 }}>
              <TextField
                label={t('editor.page.pictureAddress')}
                value={page.image_path}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
                helperText={page.image_path ? undefined : t('editor.page.noPictureChosen')}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button
                  variant="outlined"
                  startIcon={<PhotoLibraryIcon />}
                  onClick={() => setPicking(true)}
                >
                  {t('editor.page.chooseFromLibrary')}
                </Button>
                {page.image_path && (
                  <Button color="inherit" onClick={() => setImagePath('')}>
                    {t('editor.page.noPicture')}
                  </Button>
                )}
              </Box>
            </Box>
          </Box>
        </Box>
        <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography>
              {t('editor.page.translations', {
                translated,
                total: TRANSLATION_LANGUAGES.length,
              })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
            {TRANSLATION_LANGUAGES.map((language) => (
              <LimitedTextField
                key={language}
                label={LANGUAGE_LABELS[language]}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { lang: LANGUAGE_TAGS[language] } }}
                {...field(language)}
              />
            ))}
          </AccordionDetails>
        </Accordion>
      </CardContent>
      {picking && (
        <PicturePickerDialog
          pageNumber={page.page_no}
          currentPath={page.image_path}
          onClose={() => setPicking(false)}
          onChoose={(picture) => {
            setImagePath(picturePath(picture.hash));
            setPicking(false);
          }}
        />
      )}
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
