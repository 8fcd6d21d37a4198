/** Every remote load goes idle -> loading -> succeeded | failed. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
