// What other features may use of the story editor.
export { getStoryForEditing } from './storyModificationApi';
