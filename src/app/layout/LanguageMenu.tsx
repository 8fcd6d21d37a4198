import CheckIcon from '@mui/icons-material/Check';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  LANGUAGES,
  LANGUAGE_LABELS,
  LANGUAGE_TAGS,
  type Language,
} from '../../../contract/languageNames';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useScriptFonts } from '../../lib/scriptFonts';
import { chooseInterfaceLanguage } from './chooseInterfaceLanguage';
import { useT } from '../../i18n/useT';

/** The eight interface languages, each named in its own script. */
export default function LanguageMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const current = useAppSelector((state) => state.interfaceLanguage.language);
  const dispatch = useAppDispatch();
  const t = useT();
  const [loading, setLoading] = useState<Language | null>(null);
  const [failed, setFailed] = useState<Language | null>(null);
  useScriptFonts(...LANGUAGES);

  const choose = async (language: Language) => {
    setFailed(null);
    if (language === current) return onClose();
    setLoading(language);
    try {
      await dispatch(chooseInterfaceLanguage(language));
      onClose();
    } catch {
      setFailed(language);
    } finally {
      setLoading(null);
    }
  };

  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('layout.language') } }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          role="menuitemradio"
          aria-checked={language === current}
          lang={LANGUAGE_TAGS[language]}
          selected={language === current}
          disabled={loading !== null && loading !== language}
          onClick={() => void choose(language)}
        >
          <ListItemIcon>
            {loading === language ? (
              <CircularProgress size={18} />
            ) : (
              language === current && <CheckIcon fontSize="small" />
            )}
          </ListItemIcon>
          <ListItemText>{LANGUAGE_LABELS[language]}</ListItemText>
        </MenuItem>
      ))}
      {failed && (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2, py: 1, maxWidth: 260 }}>
          {t('layout.languageFailed', { language: LANGUAGE_LABELS[failed] })}
        </Typography>
      )}
    </Menu>
  );
}
