/** soundswallower's web build imports Blob from "blob-polyfill"; browsers have their own. */
export const Blob = globalThis.Blob;
