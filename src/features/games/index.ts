// What other features may use of the games feature.
export { StoryQuizOffer } from './StoryQuizOffer';
export { quizReadsOfStory } from './quizUrls';
