import type { Document, Element } from '@xmldom/xmldom';
import type { ArchiveEntry } from '../archive';
import { refuse } from '../text';
import { resolveReference } from '../upload';
import { attribute, childElements, descendants, firstDescendant, parseXml } from '../xml';

/**
 * An EPUB's package: META-INF/container.xml names the OPF, whose manifest lists the
 * book's files, whose spine orders its content documents, and whose metadata says what
 * the book is.
 */

export interface ManifestItem {
  id: string;
  /** The file's path in the archive. */
  path: string;
  mediaType: string;
  properties: string[];
  /** The id of the item holding this document's Media Overlay (SMIL), if any. */
  mediaOverlay: string | null;
}

export interface EpubPackage {
  opfPath: string;
  opf: Document;
  metadata: Element;
  manifest: Map<string, ManifestItem>;
  /** Content documents in reading order (linear="no" ones left out). */
  spine: ManifestItem[];
}

export class EpubFiles {
  private readonly byPath = new Map<string, ArchiveEntry>();

  constructor(entries: ArchiveEntry[]) {
    for (const entry of entries) this.byPath.set(entry.name, entry);
  }

  get(path: string): Uint8Array | null {
    return this.byPath.get(path)?.bytes ?? null;
  }
}

const EPUB_MIMETYPE = 'application/epub+zip';

export function readPackage(files: EpubFiles, subject: string): EpubPackage {
  const mimetype = files.get('mimetype');
  if (mimetype && new TextDecoder().decode(mimetype).trim() !== EPUB_MIMETYPE) {
    throw refuse(subject, `is not an EPUB: its mimetype file does not say ${EPUB_MIMETYPE}`);
  }
  const containerBytes = files.get('META-INF/container.xml');
  if (!containerBytes) throw refuse(subject, 'is not an EPUB: it has no META-INF/container.xml');
  const container = parseXml(containerBytes, `${subject} (META-INF/container.xml)`);
  const rootfiles = descendants(container, 'rootfile');
  const rootfile =
    rootfiles.find(
      (element) => attribute(element, 'media-type') === 'application/oebps-package+xml',
    ) ?? rootfiles[0];
  const opfPath = rootfile && resolveReference('', attribute(rootfile, 'full-path') ?? '');
  const opfBytes = opfPath ? files.get(opfPath) : null;
  if (!opfPath || !opfBytes)
    throw refuse(subject, 'is not an EPUB: its package document is missing');
  const opf = parseXml(opfBytes, `${subject} (${opfPath})`);
  const metadata = firstDescendant(opf, 'metadata');
  const manifestElement = firstDescendant(opf, 'manifest');
  const spineElement = firstDescendant(opf, 'spine');
  if (!metadata || !manifestElement || !spineElement) {
    throw refuse(
      subject,
      'is not an EPUB: its package document has no metadata, manifest or spine',
    );
  }
  const manifest = new Map<string, ManifestItem>();
  for (const element of childElements(manifestElement, 'item')) {
    const id = attribute(element, 'id');
    const path = resolveReference(opfPath, attribute(element, 'href') ?? '');
    if (!id || !path) continue;
    manifest.set(id, {
      id,
      path,
      mediaType: (attribute(element, 'media-type') ?? '').trim().toLowerCase(),
      properties: (attribute(element, 'properties') ?? '').split(/\s+/).filter(Boolean),
      mediaOverlay: attribute(element, 'media-overlay'),
    });
  }
  const spine = childElements(spineElement, 'itemref')
    .filter((itemref) => attribute(itemref, 'linear') !== 'no')
    .map((itemref) => manifest.get(attribute(itemref, 'idref') ?? ''))
    .filter((item): item is ManifestItem => item !== undefined);
  return { opfPath, opf, metadata, manifest, spine };
}
