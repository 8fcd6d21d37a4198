// What other features may use of the story editor: how it reads a story (the review's gap
// check reads it the same way) and its words for what a story still lacks.
export { INVALID_JSON, storyForEditingUrl, storyFromAnswer } from './storyModificationApi';
export { useGapWords } from './useGapWords';
