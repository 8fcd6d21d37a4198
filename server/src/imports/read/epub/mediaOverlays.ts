import { parseClockValue } from '../audio';
import { resolveReference } from '../upload';
import { attribute, childElements, descendants, parseXml } from '../xml';

/**
 * An EPUB 3 Media Overlay (SMIL): `<par>`s in reading order, each pairing an element of a
 * content document (`<text src="page.xhtml#w12"/>`) with a clip of audio
 * (`<audio src="page.mp3" clipBegin="1.2s" clipEnd="1.5s"/>`).
 */
export interface OverlayClip {
  /** The content document's path in the archive, and the element's id in it. */
  documentPath: string;
  elementId: string;
  /** The audio's path in the archive. */
  audioPath: string;
  startSeconds: number;
  endSeconds: number;
}

function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

export function readMediaOverlay(
  bytes: Uint8Array,
  smilPath: string,
  subject: string,
): OverlayClip[] {
  const smil = parseXml(bytes, `${subject} (${smilPath})`);
  const clips: OverlayClip[] = [];
  for (const par of descendants(smil, 'par')) {
    const text = childElements(par, 'text')[0];
    const audio = childElements(par, 'audio')[0];
    if (!text || !audio) continue;
    const source = attribute(text, 'src') ?? '';
    const hash = source.indexOf('#');
    const documentPath = resolveReference(smilPath, source);
    const audioPath = resolveReference(smilPath, attribute(audio, 'src') ?? '');
    const startSeconds = parseClockValue(attribute(audio, 'clipBegin') ?? '0');
    // A clip without an end runs to the next clip's start (SMIL: to the end of the audio).
    const endSeconds = parseClockValue(attribute(audio, 'clipEnd') ?? '') ?? Number.NaN;
    if (hash < 0 || !documentPath || !audioPath || startSeconds === null) continue;
    clips.push({
      documentPath,
      elementId: fragmentId(source.slice(hash + 1)),
      audioPath,
      startSeconds,
      endSeconds,
    });
  }
  clips.forEach((clip, index) => {
    const next = clips[index + 1];
    if (Number.isNaN(clip.endSeconds)) {
      clip.endSeconds = next?.audioPath === clip.audioPath ? next.startSeconds : clip.startSeconds;
    }
    clip.endSeconds = Math.max(clip.startSeconds, clip.endSeconds);
  });
  return clips;
}
