// Types of ./alignWorkerEspeak.mjs.
export function loadEspeakFromPackage(api: typeof import('echogarden')): Promise<void>;
