// What other features may use of the children's profiles: the account's profiles (cached per
// account), how a child's picture is drawn, and the failures of loading them.
export { CHILDREN_FAILURES, FETCH_CHILDREN_FAILED, useGetChildProfilesQuery } from './childrenApi';
export { ChildAvatar, type ChildAvatarProps } from './avatars/ChildAvatar';
