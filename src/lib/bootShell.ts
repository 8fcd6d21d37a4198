import { BACKGROUNDS, DRAWER_WIDTH, TOP_BAR_BACKGROUND } from '../app/brand.ts';
import { paths } from '../app/paths.ts';
import { TAB_SETTINGS_STORAGE_KEY } from '../app/persistKey.ts';

/**
 * The app's frame (top bar with the title, the side menu's panel, the page's colour) drawn by
 * index.html itself, so a visitor sees Kahani as soon as the page arrives rather than once its
 * scripts have loaded and run. The app's first render replaces it (React empties #root). It has
 * no buttons or text to read: it is hidden from screen readers and holds nothing to press.
 */
const BOOT_CLASS = 'kahani-boot';

/** Screens drawn without the frame (they have no top bar): the boot draws only their colour. */
const BARE_PATHS: readonly string[] = [paths.login, paths.signup, paths.forgotPassword];

export function bootShellMarkup(title: string): string {
  return (
    `<div class="${BOOT_CLASS}" aria-hidden="true">` +
    `<div class="${BOOT_CLASS}-menu"></div>` +
    `<div class="${BOOT_CLASS}-bar">${escapeHtml(title)}</div>` +
    `</div>`
  );
}

/** The frame's look, matching the top bar and side menu (src/features/layout) at each width. */
export function bootShellStyle(): string {
  const { light, dark } = BACKGROUNDS;
  const b = `.${BOOT_CLASS}`;
  return [
    'body{margin:0}',
    `${b}{position:fixed;inset:0;background:${light.default}}`,
    // The toolbar's heights (MUI's toolbar mixin) and the title's place after the menu button.
    `${b}-bar{position:fixed;top:0;left:0;right:0;box-sizing:border-box;display:flex;align-items:center;` +
      `height:56px;padding:0 16px 0 60px;color:#fff;background-image:${TOP_BAR_BACKGROUND};` +
      `font:800 1.25rem/1.6 Roboto,"Roboto Fallback",Arial,sans-serif;letter-spacing:.0075em;white-space:nowrap;overflow:hidden}`,
    `@media (orientation:landscape){${b}-bar{height:48px}}`,
    `${b}-menu{display:none;position:fixed;top:0;bottom:0;left:0;width:${DRAWER_WIDTH}px;box-sizing:border-box;` +
      `background:${light.paper};border-right:1px solid ${light.divider}}`,
    `@media (min-width:600px){${b}-bar{left:${DRAWER_WIDTH}px;height:64px;padding:0 24px}${b}-menu{display:block}}`,
    `[data-boot-theme=dark] ${b}{background:${dark.default}}`,
    `[data-boot-theme=dark] ${b}-menu{background:${dark.paper};border-color:${dark.divider}}`,
    `[data-boot-bare] ${b}-bar,[data-boot-bare] ${b}-menu{display:none}`,
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
