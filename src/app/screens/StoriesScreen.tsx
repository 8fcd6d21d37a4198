import StoriesPage from '../../features/stories/StoriesPage';
import { keepCardControl } from './keepForOffline';

/**
 * The list of stories, each card offering to keep its story for offline (and, offline, saying
 * which stories need the network) once the first screen is shown.
 */
export default function StoriesScreen() {
  return <StoriesPage cardActions={keepCardControl} />;
}
