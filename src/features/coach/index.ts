// What other features may use of the reading coach: the coach itself, loaded only when a child
// presses "I'll read" (its recogniser is large), and how its marks on the words look.
export const loadReadingCoach = () => import('./ReadingCoach');
export { COACH_MARK_STYLES, type CoachMark } from './marks';
