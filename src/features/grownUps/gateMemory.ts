/** How long a grown-up who passed the gate is not asked again, in this tab. */
export const GATE_MEMORY_MS = 15 * 60 * 1000;

const STORAGE_KEY = 'kahani.grownUpsPassed';

/** When each account's grown-up last passed, by uid: another account is asked for itself. */
type Passings = Record<string, number>;

/** Kept here too, for browsers whose storage is turned off (the gate then lasts until reload). */
let unsaved: Passings = {};

function readPassings(): Passings {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved === null) return {};
    const value: unknown = JSON.parse(saved);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return unsaved;
  }
}

/** Whether this account's grown-up passed the gate in this tab less than 15 minutes ago. */
export function passedRecently(uid: string, now = Date.now()): boolean {
  const at = readPassings()[uid];
  return at !== undefined && now >= at && now - at < GATE_MEMORY_MS;
}

export function rememberPassing(uid: string, now = Date.now()) {
  // Passings that are over are dropped, so the record never grows.
  const current = Object.fromEntries(
    Object.entries(readPassings()).filter(([, at]) => now >= at && now - at < GATE_MEMORY_MS),
  );
  unsaved = { ...current, [uid]: now };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(unsaved));
  } catch {
    // Storage can be off (private modes): the module's copy is enough until reload.
  }
}
