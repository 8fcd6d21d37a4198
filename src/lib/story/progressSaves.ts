/**
 * Reading positions on their way to the server. The personal story list waits for them, so a
 * reader back on the list right after turning a page never sees the page before.
 */
const saving = new Set<Promise<unknown>>();

export function trackSave<T>(save: Promise<T>): Promise<T> {
  saving.add(save);
  const done = () => saving.delete(save);
  save.then(done, done);
  return save;
}

/** Resolves once every save started so far has been answered (or has failed). */
export const savesSettled = () => Promise.allSettled([...saving]);
