import { COACH_WORD_MAX, COACH_WORDS_MAX } from '../../../contract/childLimits';
import type { CoachResults } from '../../../contract/children';
import { createAppAsyncThunk } from '../../app/hooks';
import { selectReadingChildId } from '../../lib/activeReader';
import { isNetworkFailure } from '../../lib/offline/networkFailure';
import type { OutboxRequest } from '../../lib/offline/outbox';
import type { FollowerState } from './follower';

const COACH_RESULTS_URL = '/coach/results';

export type CoachWordResult = CoachResults['words'][number];

/**
 * The words of a page the child read to the coach, each right or missed, for the family view
 * ("words practised", "words still hard"): a word read is right, unless the child waited long
 * before it; a word skipped is missed. Words the child did not reach are neither. Each word
 * goes in its dictionary form (lower case, no punctuation), as the server counts them.
 */
export function coachWordResults(state: FollowerState): CoachWordResult[] {
  const results: CoachWordResult[] = [];
  for (const word of state.words) {
    const mark = state.marks[word.index];
    const spoken = word.spoken;
    if (!mark || !spoken || spoken.length > COACH_WORD_MAX || /\s/u.test(spoken)) continue;
    const right = mark === 'read' && !state.struggled.includes(word.index);
    results.push({ word: spoken, right });
  }
  return results.slice(0, COACH_WORDS_MAX);
}

/** The results as an outbox entry, sent once the network is back. */
const resultsForLater = (body: CoachResults): OutboxRequest => ({
  kind: 'coachResults',
  method: 'post',
  url: COACH_RESULTS_URL,
  body,
});

/**
 * Tells the server how a signed-in reader (the child reading, or the account) read a page to
 * the coach. Without a network the results wait on the device, with the child who read, and
 * are sent when it is back. Nothing is sent for anonymous reading or a page with no word
 * reached; a refusal is only logged, as reading goes on.
 */
export const recordCoachResults = createAppAsyncThunk<
  void,
  { storyId: string; page_no: number; words: CoachWordResult[] }
>('coach/recordResults', async (page, { extra, getState }) => {
  const account = getState().user.user?.uid;
  if (!account || !page.words.length) return;
  const childId = selectReadingChildId(getState());
  const body: CoachResults = childId ? { ...page, childId } : page;
  try {
    await extra.api.post(COACH_RESULTS_URL, body);
  } catch (error) {
    if (!isNetworkFailure(error)) {
      console.warn('Could not save the coach results', error);
      return;
    }
    try {
      const { queueRequest } = await import('../../lib/offline/outbox');
      await queueRequest(account, resultsForLater(body));
    } catch (keepError) {
      console.warn('Could not keep the coach results for later', keepError);
    }
  }
});
