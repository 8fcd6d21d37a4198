import { ImportRefusal, type ImportedBook, type ReadOutcome, type UploadedFile } from '../book';
import { looksLikeZip, newUnpackBudget, unpackArchive, type UnpackBudget } from './archive';
import { readEpub, readUnpackedEpub } from './epub';
import { groupStorybookFiles, readStorybookGroup } from './markdown';
import { readReadAlong } from './readAlong';
import { refuse } from './text';
import { UploadSet, kindOf, type BookFiles, type UploadEntry } from './upload';

/**
 * Reads the files of one upload into books, in this thread: the worker runs it (see
 * index.ts), and tests call it directly. Every file ends up in exactly one answer: a book
 * it belongs to, or a refusal that says why; a refusal never stops the other files.
 */

const KINDS_READ =
  'Kahani imports EPUB books, Global Storybooks Markdown (.md), ReadAlongs files (.readalong) with their audio and pictures, and .zip archives of these';

interface Answer {
  order: number;
  outcome: ReadOutcome;
}

/** The sentence for an error no reader foresaw: the file is refused, the others read on. */
function reasonOf(error: unknown, subject: string): string {
  if (error instanceof ImportRefusal) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return refuse(subject, `could not be read (${detail.slice(0, 200)})`).message;
}

async function attempt(
  files: () => string[],
  subject: string,
  read: () => ImportedBook | Promise<ImportedBook>,
): Promise<ReadOutcome> {
  try {
    const book = await read();
    return { files: files(), ok: true, book };
  } catch (error) {
    return { files: files(), ok: false, reason: reasonOf(error, subject) };
  }
}

/**
 * The books of a set of files: Markdown stories, ReadAlongs, EPUBs. `budgetFor` gives
 * each EPUB the bytes it may unpack: a budget of its own when uploaded as it is, a share
 * of one budget for all the EPUBs of a .zip.
 */
async function readSet(upload: UploadSet, budgetFor: () => UnpackBudget): Promise<Answer[]> {
  const answers: Answer[] = [];
  const readBook = async (
    own: UploadEntry[],
    read: (files: BookFiles) => ImportedBook | Promise<ImportedBook>,
  ) => {
    const files = upload.forBook(...own);
    const outcome = await attempt(
      () => files.names,
      own[0]!.name,
      () => read(files),
    );
    answers.push({ order: own[0]!.order, outcome });
  };
  for (const group of groupStorybookFiles(upload.ofKind('markdown'))) {
    await readBook(group, (files) => readStorybookGroup(group, files));
  }
  for (const entry of upload.ofKind('readalong')) {
    await readBook([entry], (files) => readReadAlong(entry, files));
  }
  for (const entry of upload.ofKind('epub')) {
    await readBook([entry], () => readEpub(entry.name, entry.bytes, budgetFor()));
  }
  for (const entry of upload.entries) {
    if (upload.isUsed(entry)) continue;
    let reason: string;
    if (entry.kind === 'zip') {
      reason = refuse(
        entry.name,
        'is an archive inside an archive, which Kahani does not open',
      ).message;
    } else if (entry.kind === 'other') {
      reason = refuse(entry.name, `is not a kind of file Kahani imports (${KINDS_READ})`).message;
    } else {
      reason = refuse(entry.name, 'is not used by any book in this upload').message;
    }
    answers.push({ order: entry.order, outcome: { files: [entry.name], ok: false, reason } });
  }
  return answers;
}

/** A .zip's files, read as an upload of their own (an EPUB sent as .zip is read as an EPUB). */
async function readZip(file: UploadedFile, order: number): Promise<Answer[]> {
  let entries;
  try {
    entries = await unpackArchive(file.bytes, file.name, newUnpackBudget());
  } catch (error) {
    return [
      { order, outcome: { files: [file.name], ok: false, reason: reasonOf(error, file.name) } },
    ];
  }
  if (entries.some((entry) => entry.name === 'META-INF/container.xml')) {
    const outcome = await attempt(
      () => [file.name],
      file.name,
      () => readUnpackedEpub(file.name, entries),
    );
    return [{ order, outcome }];
  }
  const upload = new UploadSet(
    entries.map((entry, index) => ({
      name: `${file.name}/${entry.name}`,
      path: entry.name,
      bytes: entry.bytes,
      kind: kindOf(entry.name),
      order: order + (index + 1) / (entries.length + 1),
    })),
  );
  const nested = newUnpackBudget();
  return readSet(upload, () => nested);
}

/**
 * Reads an upload: each .zip as an upload of its own, everything else together (Markdown
 * and ReadAlongs find their pictures and audio among the upload's files). Answers come in
 * the order of the files they are about.
 */
export async function readFiles(files: UploadedFile[]): Promise<ReadOutcome[]> {
  const answers: Answer[] = [];
  const loose: UploadEntry[] = [];
  for (const [order, file] of files.entries()) {
    const kind = kindOf(file.name);
    if (kind === 'zip' || (kind === 'other' && looksLikeZip(file.bytes))) {
      answers.push(...(await readZip(file, order)));
    } else {
      loose.push({ name: file.name, path: file.name, bytes: file.bytes, kind, order });
    }
  }
  answers.push(...(await readSet(new UploadSet(loose), newUnpackBudget)));
  return answers.sort((a, b) => a.order - b.order).map((answer) => answer.outcome);
}
