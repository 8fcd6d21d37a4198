// What other features and the app may use of family recordings: the reader's "Record this
// page" button and "Read by" label, and the editor's list of a story's recordings.
export { ReadByLabel } from './ReadByLabel';
export { RecordPageButton } from './RecordPageButton';
/** The editor's list of a story's recordings, loaded with the editor's recordings panel. */
export const loadRecordingsList = () => import('./RecordingsList');
