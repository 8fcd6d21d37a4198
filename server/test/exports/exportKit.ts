import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import yauzl from 'yauzl';
import type { Language } from '../../../contract/languages';
import { createMp3Encoder } from '../../src/recordings/encodeMp3';
import { saveRecording } from '../../src/recordings/recordingStore';
import { estimateWordTimes } from '../../src/recordings/wordAlignment';
import { ADMIN_UID, type TestContext } from '../helpers';

/** One file of a zip: its bytes and whether it was stored as is (method 0). */
export interface ZipItem {
  bytes: Buffer;
  stored: boolean;
}

/** The files of a zip, in the order they are in it. */
export function unzip(zip: Buffer): Promise<Map<string, ZipItem>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const items = new Map<string, ZipItem>();
      file.on('error', reject);
      file.on('end', () => resolve(items));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            items.set(entry.fileName, {
              bytes: Buffer.concat(chunks),
              stored: entry.compressionMethod === 0,
            });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** XML text as a DOM; a document that is not well-formed fails the test. */
export function parseXml(text: string, mimeType = 'application/xml'): Document {
  const errors: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(message);
    },
  }).parseFromString(text, mimeType as 'application/xml');
  if (errors.length) throw new Error(`not well-formed XML: ${errors.join('; ')}`);
  return document;
}

/** Elements by local name, in document order. */
export const elements = (node: Document | Element, name: string): Element[] =>
  Array.from(node.getElementsByTagName(name));

const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';

/** Whether Debian's epubcheck can run here (its jar and a Java runtime). */
export function epubcheckAvailable(): boolean {
  if (!existsSync(EPUBCHECK_JAR)) return false;
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

export interface EpubcheckMessage {
  id: string;
  severity: string;
  message: string;
  where: string;
}

/** epubcheck's messages about an EPUB (its JSON report), errors and warnings alike. */
export function epubcheck(epub: Buffer): EpubcheckMessage[] {
  const directory = mkdtempSync(join(tmpdir(), 'kahani-epubcheck-'));
  try {
    const file = join(directory, 'book.epub');
    writeFileSync(file, epub);
    const run = spawnSync('java', ['-jar', EPUBCHECK_JAR, file, '--json', '-'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const start = run.stdout.indexOf('{');
    if (start < 0) throw new Error(`epubcheck wrote no report: ${run.stderr}`);
    const report = JSON.parse(run.stdout.slice(start)) as {
      messages: {
        ID: string;
        severity: string;
        message: string;
        locations?: { path?: string; line?: number }[];
      }[];
    };
    return report.messages.map((message) => ({
      id: message.ID,
      severity: message.severity,
      message: message.message,
      where: (message.locations ?? [])
        .map((location) => `${location.path ?? ''}:${location.line ?? ''}`)
        .join(', '),
    }));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A voiced tone as 16-bit samples, quiet at both ends like a person's recording. */
function toneSamples(seconds: number, sampleRate: number): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  const lead = Math.round(0.2 * sampleRate);
  for (let i = lead; i < samples.length - lead; i++) {
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
  }
  return samples;
}

/**
 * The story's narration of a page (no listener), recorded at `sampleRate` and encoded as the
 * recordings route encodes it, word times laid out by letter count. Answers the MP3 stored.
 */
export async function recordPage(
  ctx: TestContext,
  place: { storyId: string; pageNo: number; language: Language; text: string },
  sampleRate: number,
): Promise<Buffer> {
  const seconds = 3;
  const samples = toneSamples(seconds, sampleRate);
  const encoder = createMp3Encoder(1);
  try {
    const audio = await encoder.encode(samples, sampleRate);
    const floats = Float32Array.from(samples, (sample) => sample / 32768);
    await saveRecording(ctx.database.db, {
      ...place,
      audience: 'everyone',
      recordedBy: ADMIN_UID,
      recorderName: 'Asha',
      audio,
      durationSeconds: seconds,
      words: estimateWordTimes(place.text, floats, sampleRate),
      unplacedWords: [],
    });
    return audio;
  } finally {
    await encoder.close();
  }
}
