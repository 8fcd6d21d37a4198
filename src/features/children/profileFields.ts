import { CHILD_AVATARS } from '../../../contract/childLimits';
import type { Child, ChildCreate } from '../../../contract/children';
import type { Language } from '../../../contract/languageNames';
import { TEXT_SIZE_DEFAULT } from '../../../contract/limits';

/** A profile as the form holds it: every field has a value to show. */
export type ProfileFields = Required<ChildCreate>;

export const AVATAR_IDS = CHILD_AVATARS;

/** A new profile's fields: a picture no brother or sister has yet, the tab's languages. */
export function newProfileFields(
  taken: readonly string[],
  languages: { story: string; interface: Language },
): ProfileFields {
  return {
    nickname: '',
    avatar: AVATAR_IDS.find((avatar) => !taken.includes(avatar)) ?? AVATAR_IDS[0],
    storyLanguage: languages.story,
    interfaceLanguage: languages.interface,
    textSize: TEXT_SIZE_DEFAULT,
    onLeaderboard: true,
  };
}

/** A stored profile's fields, as the form starts from them. */
export const fieldsOf = (child: Child): ProfileFields => ({
  nickname: child.nickname,
  avatar: child.avatar,
  storyLanguage: child.storyLanguage,
  interfaceLanguage: child.interfaceLanguage,
  textSize: child.textSize,
  onLeaderboard: child.onLeaderboard,
});

/** The fields a change touches: only those the parent changed are sent. */
export function changedFields(before: ProfileFields, after: ProfileFields): Partial<ProfileFields> {
  const change: Partial<ProfileFields> = {};
  for (const key of Object.keys(after) as (keyof ProfileFields)[]) {
    if (after[key] !== before[key]) Object.assign(change, { [key]: after[key] });
  }
  return change;
}
