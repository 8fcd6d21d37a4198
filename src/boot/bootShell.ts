import {
  BACKGROUNDS,
  DRAWER_WIDTH,
  FONT_FAMILY,
  PICTURE_BACKGROUND,
  TOP_BAR_BACKGROUND,
} from '../lib/brand.ts';
import { paths } from '../lib/paths.ts';
import { TAB_SETTINGS_STORAGE_KEY } from '../lib/persistKey.ts';

/**
 * The app's frame (top bar with the title, the side menu's panel, the page's colour) drawn by
 * index.html itself, so a visitor sees Kahani as soon as the page arrives rather than once its
 * scripts have loaded and run. Its main area takes the first screen's pictures once they are
 * known (src/lib/bootContent.ts). The app's first render replaces it (React empties #root). It
 * has nothing to read or press: it is hidden from screen readers.
 */
export const BOOT_CLASS = 'kahani-boot';

/** Screens drawn without the frame (they have no top bar): the boot draws only their colour. */
const BARE_PATHS: readonly string[] = [paths.login, paths.signup, paths.forgotPassword];

export function bootShellMarkup(title: string): string {
  return (
    `<div class="${BOOT_CLASS}" aria-hidden="true">` +
    `<div class="${BOOT_CLASS}-menu"></div>` +
    `<div class="${BOOT_CLASS}-bar">${escapeHtml(title)}</div>` +
    `<div class="${BOOT_CLASS}-main"></div>` +
    `</div>`
  );
}

/** MUI's shadows for elevation 1 (cards, round buttons) and 2 (the reader's page). */
const SHADOW_1 =
  '0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)';
const SHADOW_2 =
  '0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)';
/** The theme's primary blue and secondary text, light and dark (src/app/theme.ts). */
const TITLE_BLUE = '#3498db';
const QUIET_TEXT = { light: '#5b6b7a', dark: 'rgba(255,255,255,.7)' };

/**
 * The frame's look, matching the top bar and side menu (src/app/layout) at each width, and
 * the first screen's boxes matching the story list (src/features/stories/StoriesPage.tsx) and
 * the reader (src/features/reader/Reader.tsx) in MUI's measures: h4 is 2.125rem at a line height
 * of 1.235, body text 1.5.
 */
export function bootShellStyle(): string {
  const { light, dark } = BACKGROUNDS;
  const b = `.${BOOT_CLASS}`;
  const bars = ['bar-title', 'bar-intro', 'bar-heading', 'bar-short', 'bar-long']
    .map((name) => `${b}-${name}`)
    .join(',');
  return [
    'body{margin:0}',
    // A pixel taller than the screen, as the app is, so a desktop's scroll bar takes the same room.
    `${b}{min-height:calc(100vh + 1px);background:${light.default};font-family:${FONT_FAMILY};color:#23313f}`,
    // The toolbar's heights (MUI's toolbar mixin) and the title's place after the menu button.
    `${b}-bar{position:fixed;top:0;left:0;right:0;box-sizing:border-box;display:flex;align-items:center;` +
      `height:56px;padding:0 16px 0 60px;color:#fff;background-image:${TOP_BAR_BACKGROUND};` +
      `font:800 1.25rem/1.6 ${FONT_FAMILY};letter-spacing:.0075em;white-space:nowrap;overflow:hidden}`,
    `${b}-main{display:flex;flex-direction:column;padding:72px 16px 16px}`,
    `@media (orientation:landscape){${b}-bar{height:48px}${b}-main{padding-top:64px}}`,
    `${b}-menu{display:none;position:fixed;top:0;bottom:0;left:0;width:${DRAWER_WIDTH}px;box-sizing:border-box;` +
      `background:${light.paper};border-right:1px solid ${light.divider}}`,
    `@media (min-width:600px){${b}-bar{left:${DRAWER_WIDTH}px;height:64px;padding:0 24px}${b}-menu{display:block}` +
      `${b}-main{margin-left:${DRAWER_WIDTH}px;padding:88px 24px 24px}}`,
    // The story list: its title and intro (one line each), the search box and two lists, cards.
    `${bars}{border-radius:4px;background:${light.divider}}`,
    `${b}-bar-title{width:40%;max-width:200px;height:26px;margin:8px 0}`,
    `${b}-bar-intro{width:75%;max-width:360px;height:16px;margin:5.5px 0 29.5px}`,
    `${b}-filters{display:grid;gap:12px;grid-template-columns:1fr 1fr;margin-bottom:24px}`,
    `${b}-field{height:44px;box-sizing:border-box;border:1px solid ${light.divider};border-radius:999px;background:${light.paper}}`,
    `${b}-field:first-child{grid-column:1/-1}`,
    `@media (min-width:600px){${b}-filters{grid-template-columns:2fr 1fr 1fr}${b}-field:first-child{grid-column:auto}}`,
    `${b}-grid{display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}`,
    `${b}-card,${b}-round,${b}-paper{background:${light.paper};box-shadow:${SHADOW_1}}`,
    `${b}-card{overflow:hidden;border-radius:20px}`,
    `${b}-cover{aspect-ratio:4/3;background:${PICTURE_BACKGROUND}}`,
    `${b}-cover img,${b}-page-picture img{display:block;width:100%;height:100%;object-fit:cover}`,
    `${b}-card-body{padding:16px 16px 24px}`,
    `${b}-bar-heading{width:70%;height:24px;margin:4px 0 8px}`,
    `${b}-bar-short,${b}-bar-long{height:14px;margin:8px 0}`,
    `${b}-bar-short{width:45%}`,
    `${b}-bar-long{width:90%}`,
    // The reader: title and author beside the round settings button, then the page.
    `${b}-article{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto}`,
    `${b}-head{display:flex;align-items:flex-start;gap:16px;margin-bottom:16px}`,
    `${b}-names{flex-grow:1;min-width:0}`,
    `${b}-title{color:${TITLE_BLUE};font-weight:700;font-size:28px;line-height:1.235;letter-spacing:.00735em}`,
    `${b}-author{color:${QUIET_TEXT.light};font-size:1rem;line-height:1.5;letter-spacing:.00938em}`,
    `${b}-round{flex-shrink:0;width:40px;height:40px;border-radius:50%}`,
    `${b}-paper{overflow:hidden;border-radius:28px;display:grid;grid-template-columns:1fr;align-items:center;box-shadow:${SHADOW_2}}`,
    `${b}-page-picture{width:100%;height:100%;aspect-ratio:4/3;background:${PICTURE_BACKGROUND}}`,
    `${b}-text{padding:20px}`,
    `@media (min-width:600px){${b}-title{font-size:34px}${b}-text{padding:32px}}`,
    `@media (min-width:900px){${b}-paper{grid-template-columns:minmax(0,1.15fr) minmax(0,1fr)}}`,
    `[data-boot-theme=dark] ${b}{background:${dark.default};color:#fff}`,
    `[data-boot-theme=dark] ${b}-menu{background:${dark.paper};border-color:${dark.divider}}`,
    `[data-boot-theme=dark] :is(${bars}){background:${dark.divider}}`,
    `[data-boot-theme=dark] ${b}-field{border-color:${dark.divider};background:${dark.paper}}`,
    // Raised surfaces are a shade lighter in the dark theme, as MUI's Paper draws them.
    `[data-boot-theme=dark] :is(${b}-card,${b}-round,${b}-paper){background:${dark.paper} linear-gradient(rgba(255,255,255,.05),rgba(255,255,255,.05))}`,
    `[data-boot-theme=dark] ${b}-author{color:${QUIET_TEXT.dark}}`,
    `[data-boot-bare] ${b}-bar,[data-boot-bare] ${b}-menu,[data-boot-bare] ${b}-main{display:none}`,
  ].join('\n');
}

/**
 * Runs before the frame is drawn: the tab's dark theme, and no frame on the screens that have
 * none. Any surprise (storage blocked, odd settings) leaves the light frame.
 */
export function bootShellScript(): string {
  return `(function () {
  var root = document.documentElement;
  try {
    var path = location.pathname.replace(/\\/+$/, '') || '/';
    if (${JSON.stringify(BARE_PATHS)}.indexOf(path) >= 0) root.setAttribute('data-boot-bare', '');
    var saved = sessionStorage.getItem(${JSON.stringify(TAB_SETTINGS_STORAGE_KEY)});
    if (saved && JSON.parse(JSON.parse(saved).themeMode) === 'dark') root.setAttribute('data-boot-theme', 'dark');
  } catch (error) {}
})();`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
