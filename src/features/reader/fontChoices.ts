// Baloo 2 (rounded) and Atkinson Hyperlegible (easier for dyslexic readers), bundled.
import '@fontsource/baloo-2/400.css';
import '@fontsource/baloo-2/700.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import { FONT_FAMILIES, type FontFamily } from '../../../contract/preferenceChoices';
import type { MessageId } from '../../i18n/messageIds';

/**
 * What the font menu calls each font the reader offers: a font's own name, or a message
 * describing it (`label`), which the menu shows in the interface language.
 */
const FONT_NAMES: Record<FontFamily, { name: string; label?: MessageId }> = {
  'Arial, sans-serif': { name: 'Arial' },
  '"Baloo 2", sans-serif': { name: 'Rounded', label: 'reader.settings.fontRounded' },
  '"Atkinson Hyperlegible", sans-serif': {
    name: 'Easy to read',
    label: 'reader.settings.fontEasy',
  },
};

export const FONT_CHOICES = FONT_FAMILIES.map((value) => ({ ...FONT_NAMES[value], value }));

const SCRIPT_FONTS =
  '"Noto Sans Devanagari", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Gurmukhi", "Noto Sans Gujarati"';

/** The chosen font, then the bundled fonts of the Indic scripts, then the generic family. */
export function readingFontStack(fontFamily: string): string {
  const parts = fontFamily.split(',').map((part) => part.trim());
  const generic =
    parts.at(-1) === 'serif' || parts.at(-1) === 'sans-serif' ? parts.pop() : 'sans-serif';
  return [...parts, SCRIPT_FONTS, generic].join(', ');
}
