import StoriesPage from '../../features/stories/StoriesPage';
import { useAfterFirstScreen } from '../layout/deferredParts';
import { keepCardControl } from './keepForOffline';

/**
 * The list of stories, each card offering to keep its story for offline (and, offline, saying
 * which stories need the network) once the first screen is shown.
 */
export default function StoriesScreen() {
  const offlineReady = useAfterFirstScreen();
  return <StoriesPage cardActions={offlineReady ? keepCardControl : undefined} />;
}
