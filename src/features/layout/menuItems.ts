import { paths } from '../../app/paths';

export interface MenuItem {
  label: string;
  to: string;
}

export const PUBLIC_MENU: readonly MenuItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Stories', to: paths.stories },
  { label: 'Create your Story', to: paths.createStory },
  { label: 'MessageBoard', to: paths.messageBoard },
  { label: 'LeaderBoard', to: paths.leaderboard },
];

/** Shown to the configured administrators only; the server enforces the rules. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Upload SVG', to: paths.uploadSvg },
  { label: 'Modification', to: paths.storyModificationGrid },
  { label: 'Pending', to: paths.pendingStoriesGrid },
  { label: 'Error Log', to: paths.errorLog },
  { label: 'Edit Game', to: paths.pendingGames },
  { label: 'Delete Accout', to: paths.removeAccount },
];
