import type { Story, StorySummary } from '../../contract/stories';
import KeepCardControl from '../features/offline/KeepCardControl';
import KeepReaderButton from '../features/offline/KeepReaderButton';
import type { ExtraReads } from '../features/offline/useKeeping';

/**
 * Reading offline, as the screens show it: keeping a story from its card or the reader, the
 * note that the app is offline, the offer of a new version, what signing out left on the
 * device. One file, fetched once the first
 * screen is shown (src/app/layout/deferredParts.ts).
 */
export { default as OfflineBanner } from '../features/offline/OfflineBanner';
export { default as UpdatePrompt } from '../features/offline/UpdatePrompt';
export { default as SignedOutNotice } from './session/SignedOutNotice';

/** A story's quizzes are kept with it, so they play offline too. */
const quizReads: ExtraReads = (api, storyId) =>
  import('../features/games').then(({ quizReadsOfStory }) => quizReadsOfStory(api, storyId));

export function CardKeepControl({ story }: { story: StorySummary }) {
  return <KeepCardControl story={story} extraReads={quizReads} />;
}

export function ReaderKeepButton({ story }: { story: Story }) {
  return <KeepReaderButton story={story} extraReads={quizReads} />;
}
