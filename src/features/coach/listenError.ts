/** Why listening could not start, as the coach tells the child. */
export type ListenFailure = 'denied' | 'noMicrophone' | 'failed';

export class ListenError extends Error {
  constructor(readonly reason: ListenFailure) {
    super(reason);
  }
}
