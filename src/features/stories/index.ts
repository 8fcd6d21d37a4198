// What other features may use of the stories: loading one story or the list, and the story
// to offer next.
export { fetchStoryById, fetchStoryBySlug } from './storySlice';
export { fetchStories } from './storiesSlice';
export { nextStoryAfter } from './nextStory';
export { isFiltered } from './storyFilters';
