/**
 * A link may name a story by slug (words) or by id: a UUID, or the 24 hex digits of a
 * document id on backends that use them.
 */
export const STORY_ID_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i;

export const isStoryId = (param: string) => STORY_ID_PATTERN.test(param);
