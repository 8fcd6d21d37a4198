import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { LANGUAGE_LABELS } from '../../../contract/languageNames';
import { useAppSelector } from '../hooks';
import { useT } from '../../i18n/useT';

// MUI's Menu brings its popover machinery: it loads with the first press of the button.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

/** The top bar's language choice, for everyone, signed in or not. */
export function LanguageButton() {
  const language = useAppSelector((state) => state.interfaceLanguage.language);
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const label = LANGUAGE_LABELS[language];

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('layout.languageOf', { language: label })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(event) => {
          setMenuLoaded(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 40, px: { xs: 1, sm: 1.5 }, textTransform: 'none', fontWeight: 600 }}
      >
        <TranslateIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
          {label}
        </Box>
      </Button>
      {menuLoaded && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
