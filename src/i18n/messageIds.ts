import type admin from './catalogues/english/admin.json';
import type board from './catalogues/english/board.json';
import type common from './catalogues/english/common.json';
import type games from './catalogues/english/games.json';
import type layout from './catalogues/english/layout.json';
import type pictures from './catalogues/english/pictures.json';

/** Every message id: the keys of the English catalogue, one import per area. */
export type MessageId =
  | keyof typeof common
  | keyof typeof layout
  | keyof typeof board
  | keyof typeof admin
  | keyof typeof games
  | keyof typeof pictures;
