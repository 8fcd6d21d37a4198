/**
 * Addresses of the picture library's files. Kept free of imports: the media rule of the
 * story schema needs it, and the rest of the picture contract needs the story schema.
 */
const PATH_PATTERN = /^\/pictures\/([0-9a-f]{64})\.svg$/;

/** Where the API serves a library picture; what a page's image_path holds. */
export function picturePath(hash: string): string {
  return `/pictures/${hash}.svg`;
}

/** True for the address of a library picture served by this API (see picturePath). */
export function isLibraryPicturePath(path: string): boolean {
  return PATH_PATTERN.test(path);
}

/** The hash of a library picture's address, or null for any other path. */
export function pictureHashOf(path: string): string | null {
  return PATH_PATTERN.exec(path)?.[1] ?? null;
}
