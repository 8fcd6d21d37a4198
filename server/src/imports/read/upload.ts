import { baseName, extensionOf } from './text';

/**
 * The files of one upload (or of one .zip in it) as the readers see them: looked up by the
 * names books use for their pictures and audio, and marked as they are used, so that a file
 * no book uses can be reported instead of silently dropped.
 */

export type FileKind =
  'epub' | 'zip' | 'markdown' | 'readalong' | 'smil' | 'audio' | 'picture' | 'other';

const KINDS: Record<string, FileKind> = {
  '.epub': 'epub',
  '.zip': 'zip',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.readalong': 'readalong',
  '.xml': 'readalong',
  '.smil': 'smil',
  '.mp3': 'audio',
  '.wav': 'audio',
  '.jpg': 'picture',
  '.jpeg': 'picture',
  '.png': 'picture',
  '.webp': 'picture',
  '.svg': 'picture',
};

export const kindOf = (name: string): FileKind => KINDS[extensionOf(name)] ?? 'other';

export interface UploadEntry {
  /** The name the person knows: "kite.md", or "books.zip/images/p1.jpg" inside an archive. */
  name: string;
  /** The path books refer to it by: "images/p1.jpg" inside an archive, else the name. */
  path: string;
  bytes: Uint8Array;
  kind: FileKind;
  /** Position in the upload, which orders the answers. */
  order: number;
}

/** A path without "./" and with ".." applied; null when it climbs above the top. */
export function normalisePath(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/');
}

/** The folder of a path, with its trailing slash ("" at the top). */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * Where a reference in a file points: relative to the file's folder, "%20" decoded,
 * fragment and query dropped. Null for addresses elsewhere (http:, data:…) and for paths
 * that climb out.
 */
export function resolveReference(fromPath: string, reference: string): string | null {
  const bare = reference.trim().replace(/[#?].*$/s, '');
  if (!bare || /^[a-z][a-z0-9+.-]*:/i.test(bare) || bare.startsWith('//')) return null;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // Not percent-encoded after all: take it as written.
  }
  return normalisePath(decoded.startsWith('/') ? decoded : folderOf(fromPath) + decoded);
}

export class UploadSet {
  readonly entries: UploadEntry[];
  private readonly used = new Set<UploadEntry>();
  private readonly byPath = new Map<string, UploadEntry>();
  private readonly byBaseName = new Map<string, UploadEntry[]>();

  constructor(entries: UploadEntry[]) {
    this.entries = entries;
    for (const entry of entries) {
      this.byPath.set(entry.path, entry);
      const key = baseName(entry.path).toLowerCase();
      this.byBaseName.set(key, [...(this.byBaseName.get(key) ?? []), entry]);
    }
  }

  /**
   * The file a book refers to from `fromPath`: at the path the reference gives, else, as
   * uploads lose folders, the one file of that name anywhere in the upload.
   */
  find(fromPath: string, reference: string): UploadEntry | null {
    const path = resolveReference(fromPath, reference);
    if (path === null) return null;
    const exact = this.byPath.get(path);
    if (exact) return exact;
    const sameName = this.byBaseName.get(baseName(path).toLowerCase()) ?? [];
    return sameName.length === 1 ? sameName[0]! : null;
  }

  /** Files of one kind, in upload order. */
  ofKind(kind: FileKind): UploadEntry[] {
    return this.entries.filter((entry) => entry.kind === kind);
  }

  /** Notes that a book uses the file. */
  use(entry: UploadEntry): void {
    this.used.add(entry);
  }

  isUsed(entry: UploadEntry): boolean {
    return this.used.has(entry);
  }

  /** What one book uses: the files it names, so that its answer can list them. */
  forBook(...bookFiles: UploadEntry[]): BookFiles {
    return new BookFiles(this, bookFiles);
  }
}

/** The files one book is made of: its own file(s) first, then what it refers to. */
export class BookFiles {
  private readonly mine: UploadEntry[] = [];

  constructor(
    readonly upload: UploadSet,
    bookFiles: UploadEntry[],
  ) {
    for (const entry of bookFiles) this.use(entry);
  }

  use(entry: UploadEntry): void {
    this.upload.use(entry);
    if (!this.mine.includes(entry)) this.mine.push(entry);
  }

  /** Finds a file the book refers to (see UploadSet.find) and notes it as the book's. */
  find(fromPath: string, reference: string): UploadEntry | null {
    const entry = this.upload.find(fromPath, reference);
    if (entry) this.use(entry);
    return entry;
  }

  /** The names of the book's files, its own first. */
  get names(): string[] {
    return this.mine.map((entry) => entry.name);
  }
}
