// What other features may use of the reader: the reader itself (the editor previews with it),
// where it opens, and the narration the recorder and the timing editor keep in step.
export { Reader, type PageExtras } from './Reader';
export { storyOpened } from './storyPageSlice';
export { recordedNarrationChanged, setPlaying } from './narrationSlice';
export { forgetNarrations } from './narrationApi';
