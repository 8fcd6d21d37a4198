// Names shared by the app and its service worker (src/serviceWorker), free of imports.

/** Story pictures a family kept for offline reading (the app fills it; the worker reads it). */
export const KEPT_PICTURES_CACHE = 'kahani-kept-pictures';
/** Pictures seen while reading online: the list's covers and pages, a few hundred at most. */
export const SEEN_PICTURES_CACHE = 'kahani-pictures';
/** Script faces and the reading coach's model, fetched once they are first used. */
export const FONTS_CACHE = 'kahani-fonts';
export const COACH_MODEL_CACHE = 'kahani-coach-model';

/** Story pictures: the library's (`/pictures/…`) and the seed stories' (`/illustrations/…`). */
export const STORY_PICTURE_PATH = /^\/(?:pictures|illustrations)\//;
