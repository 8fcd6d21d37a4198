import type admin from './catalogues/english/admin.json';
import type auth from './catalogues/english/auth.json';
import type coach from './catalogues/english/coach.json';
import type board from './catalogues/english/board.json';
import type books from './catalogues/english/books.json';
import type children from './catalogues/english/children.json';
import type common from './catalogues/english/common.json';
import type editor from './catalogues/english/editor.json';
import type createStory from './catalogues/english/createStory.json';
import type forms from './catalogues/english/forms.json';
import type family from './catalogues/english/family.json';
import type grownUps from './catalogues/english/grownUps.json';
import type games from './catalogues/english/games.json';
import type imports from './catalogues/english/imports.json';
import type inbox from './catalogues/english/inbox.json';
import type layout from './catalogues/english/layout.json';
import type leaderboard from './catalogues/english/leaderboard.json';
import type offline from './catalogues/english/offline.json';
import type pages from './catalogues/english/pages.json';
import type pictures from './catalogues/english/pictures.json';
import type reader from './catalogues/english/reader.json';
import type recordings from './catalogues/english/recordings.json';
import type stories from './catalogues/english/stories.json';
import type timing from './catalogues/english/timing.json';

/** Every message id: the keys of the English catalogue, one import per area. */
export type MessageId =
  | keyof typeof common
  | keyof typeof children
  | keyof typeof layout
  | keyof typeof pages
  | keyof typeof leaderboard
  | keyof typeof inbox
  | keyof typeof board
  | keyof typeof admin
  | keyof typeof games
  | keyof typeof imports
  | keyof typeof pictures
  | keyof typeof editor
  | keyof typeof auth
  | keyof typeof forms
  | keyof typeof createStory
  | keyof typeof stories
  | keyof typeof reader
  | keyof typeof coach
  | keyof typeof timing
  | keyof typeof recordings
  | keyof typeof books
  | keyof typeof offline
  | keyof typeof grownUps
  | keyof typeof family;
