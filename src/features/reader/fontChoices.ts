// Baloo 2 (rounded) and Atkinson Hyperlegible (easier for dyslexic readers), bundled.
import '@fontsource/baloo-2/400.css';
import '@fontsource/baloo-2/700.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import { FONT_FAMILIES, type FontFamily } from '../../../contract/preferenceChoices';
import type { MessageId } from '../../i18n/messageIds';
import { scriptFamiliesOf } from '../../lib/scriptFonts/faces';

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

/** Fonts of the device rather than bundled: Arial draws Arabic and Hebrew in its own way. */
const DEVICE_FONTS = new Set(['Arial']);

/**
 * The chosen font, then the bundled faces of the scripts, then the generic family. A story
 * language with a face of its own (src/lib/scriptFonts/faces.ts) has it before the device's font,
 * so that it draws the story's letters (the bundled Baloo 2 still draws Devanagari), and the
 * other scripts' faces after, so that none draws the story's spaces, digits or quotes.
 */
export function readingFontStack(fontFamily: string, language = 'english'): string {
  const parts = fontFamily.split(',').map((part) => part.trim());
  const generic =
    parts.at(-1) === 'serif' || parts.at(-1) === 'sans-serif' ? parts.pop() : 'sans-serif';
  const { own, others } = scriptFamiliesOf(language);
  if (!own) return [...parts, others, generic].join(', ');
  const bundled = parts.filter((part) => !DEVICE_FONTS.has(part));
  const device = parts.filter((part) => DEVICE_FONTS.has(part));
  return [...bundled, own, ...device, others, generic].join(', ');
}
