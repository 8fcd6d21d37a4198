import type { StoryLanguage } from '../../../contract/storyLanguages';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { useMemo } from 'react';
import type { Page } from '../../../contract/stories';
import { useScriptFonts } from '../../lib/scriptFonts';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EpubDownloadButton } from '../../components/EpubDownloadButton';
import { useT } from '../../i18n/useT';
import { useTranslator } from '../../i18n/translatorContext';
import { focusRingWithin } from './focusRing';
import { LanguageName } from './LanguageName';
import { readingChoices } from './readingLanguage';
import { FONT_CHOICES } from './fontChoices';
import { TEXT_SIZE_MAX, TEXT_SIZE_MIN } from '../../../contract/limits';
import type { FontFamily } from '../../../contract/preferenceChoices';
import {
  decreaseTextSize,
  increaseTextSize,
  setFontFamily,
  setLanguage,
  toggleMusic,
  toggleSelfReading,
  toggleTheme,
} from './settingsSlice';

/**
 * Every reader setting, in a side panel opened from the reader's gear button, and the story
 * to take away as an EPUB in the language being read (`story`; none in the editor's preview).
 */
export function ReaderSettings({
  open,
  onClose,
  story,
  pages,
}: {
  open: boolean;
  onClose: () => void;
  story: { _id: string; slug: string } | null;
  /** The story's pages, whose languages the menu lists. */
  pages: readonly Page[];
}) {
  const t = useT();
  const translator = useTranslator();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const languages = useMemo(
    () => readingChoices(pages, settings.language),
    [pages, settings.language],
  );
  // The language menu names each language in its own script.
  useScriptFonts(...(open ? languages : []));

  return (
    // The drawer's own panel is the dialog; it is named by the panel's heading.
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': 'reader-settings-title' } }}
    >
      <Box
        sx={(theme) => ({
          width: { xs: 300, sm: 340 },
          p: 3,
          display: 'grid',
          gap: 2.5,
          ...focusRingWithin(theme),
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="reader-settings-title" variant="h6" component="h2">
            {t('reader.settings')}
          </Typography>
          <IconButton aria-label={t('reader.settings.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>

        <TextField
          select
          fullWidth
          label={t('reader.settings.storyLanguage')}
          value={settings.language}
          onChange={(event) => dispatch(setLanguage(event.target.value as StoryLanguage))}
          slotProps={{
            select: {
              renderValue: (language) => <LanguageName language={language as StoryLanguage} />,
            },
          }}
        >
          {languages.map((language) => (
            <MenuItem key={language} value={language}>
              <LanguageName language={language} />
            </MenuItem>
          ))}
        </TextField>

        <Box>
          <Typography id="text-size-label" gutterBottom>
            {t('reader.settings.textSize')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={t('reader.settings.smaller')}
              onClick={() => dispatch(decreaseTextSize())}
              disabled={settings.textSize <= TEXT_SIZE_MIN}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <RemoveIcon />
            </IconButton>
            <Typography
              aria-labelledby="text-size-label"
              data-testid="text-size"
              sx={{ minWidth: 56, textAlign: 'center', fontWeight: 700 }}
            >
              {translator.number(settings.textSize / 100, { style: 'percent' })}
            </Typography>
            <IconButton
              aria-label={t('reader.settings.larger')}
              onClick={() => dispatch(increaseTextSize())}
              disabled={settings.textSize >= TEXT_SIZE_MAX}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <AddIcon />
            </IconButton>
          </Stack>
        </Box>

        <TextField
          select
          fullWidth
          label={t('reader.settings.font')}
          value={settings.fontFamily}
          onChange={(event) => dispatch(setFontFamily(event.target.value as FontFamily))}
        >
          {FONT_CHOICES.map((font) => (
            <MenuItem key={font.value} value={font.value} sx={{ fontFamily: font.value }}>
              {font.label ? t(font.label) : font.name}
            </MenuItem>
          ))}
        </TextField>

        <Divider />
        <FormControlLabel
          control={<Switch checked={settings.musicOn} onChange={() => dispatch(toggleMusic())} />}
          label={t('reader.settings.music')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.themeMode === 'dark'}
              onChange={() => dispatch(toggleTheme())}
            />
          }
          label={t('reader.settings.darkTheme')}
        />
        <FormControlLabel
          control={
            <Switch checked={settings.selfReading} onChange={() => dispatch(toggleSelfReading())} />
          }
          label={t('reader.settings.selfReading')}
        />
        {story && (
          <>
            <Divider />
            <EpubDownloadButton story={story} language={settings.language} fullWidth />
          </>
        )}
      </Box>
    </Drawer>
  );
}
