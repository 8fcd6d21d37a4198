// Types of ./alignWorkerEspeak.mjs.
export function useInstalledEspeak(api: typeof import('echogarden')): Promise<void>;
