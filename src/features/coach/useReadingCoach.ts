import { useCallback, useEffect, useRef, useState } from 'react';
import { hear, startFollowing, summary, type FollowerState } from './follower';
import { ListenError, type ListenFailure } from './listenError';
import { openListener, type Listener } from './listener';
import { pageWords } from './pageWords';

export type CoachStatus = 'starting' | 'listening' | 'finished' | ListenFailure;

/**
 * The coach's session on one page: opens the microphone and recogniser on start(), follows
 * the child's reading from the recogniser's hypotheses, and closes everything at the end of
 * the page, on stop() or when the page goes away.
 */
export function useReadingCoach(text: string, onPageRead: () => void) {
  const [status, setStatus] = useState<CoachStatus>('starting');
  const [follower, setFollower] = useState<FollowerState>(() => startFollowing(pageWords(text)));
  const [level, setLevel] = useState(0);
  const listenerRef = useRef<Listener | null>(null);
  const stateRef = useRef(follower);
  const session = useRef(0);
  const onPageReadRef = useRef(onPageRead);
  useEffect(() => {
    onPageReadRef.current = onPageRead;
  });

  const close = useCallback(() => {
    session.current += 1;
    listenerRef.current?.stop();
    listenerRef.current = null;
  }, []);

  const finish = useCallback(() => {
    close();
    setStatus('finished');
    if (summary(stateRef.current).read > 0) onPageReadRef.current();
  }, [close]);

  const start = useCallback(async () => {
    close();
    const mine = session.current;
    const initial = startFollowing(pageWords(text));
    stateRef.current = initial;
    setFollower(initial);
    setLevel(0);
    setStatus('starting');
    try {
      const listener = await openListener({
        onHypothesis: (hypothesis) => {
          if (session.current !== mine) return;
          const before = stateRef.current;
          const next = hear(before, hypothesis);
          if (next === before) return;
          stateRef.current = next;
          setFollower(next);
          if (next.done) finish();
          else if (next.stretch.id !== before.stretch.id) listenerRef.current?.listen(next.stretch);
        },
        onLevel: (value) => {
          if (session.current === mine) setLevel(value);
        },
        onFailure: (reason) => {
          if (session.current !== mine) return;
          close();
          setStatus(reason);
        },
      });
      if (session.current !== mine) {
        listener.stop();
        return;
      }
      listenerRef.current = listener;
      listener.listen(initial.stretch);
      setStatus('listening');
    } catch (error) {
      if (session.current !== mine) return;
      setStatus(error instanceof ListenError ? error.reason : 'failed');
    }
  }, [close, finish, text]);

  // Listening starts with the coach (the child pressed "I'll read") and ends with the page.
  useEffect(() => {
    void start();
    return close;
  }, [start, close]);

  return { status, follower, level, start, stop: finish };
}
