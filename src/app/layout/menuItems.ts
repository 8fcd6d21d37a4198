import { paths } from '../../lib/paths';
import type { MessageId } from '../../i18n/messageIds';

export interface MenuItem {
  label: MessageId;
  to: string;
}

export const PUBLIC_MENU: readonly MenuItem[] = [
  { label: 'layout.menu.home', to: paths.home },
  { label: 'layout.menu.about', to: paths.about },
  { label: 'layout.menu.stories', to: paths.stories },
  { label: 'layout.menu.savedStories', to: paths.savedStories },
  { label: 'layout.menu.createStory', to: paths.createStory },
  { label: 'layout.menu.messageBoard', to: paths.messageBoard },
  { label: 'layout.menu.leaderboard', to: paths.leaderboard },
];

/** Shown to signed-in accounts: their children's profiles and reading, behind the gate. */
export const SIGNED_IN_MENU: readonly MenuItem[] = [
  { label: 'children.menu', to: paths.children },
  { label: 'layout.menu.family', to: paths.family },
];

/** Shown to the configured administrators only; the server enforces the rules. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'layout.menu.uploadSvg', to: paths.uploadSvg },
  { label: 'layout.menu.importBooks', to: paths.importBooks },
  { label: 'layout.menu.modification', to: paths.storyModificationGrid },
  { label: 'layout.menu.pending', to: paths.pendingStoriesGrid },
  { label: 'layout.menu.errorLog', to: paths.errorLog },
  { label: 'layout.menu.editGame', to: paths.pendingGames },
  { label: 'layout.menu.deleteAccount', to: paths.removeAccount },
];
