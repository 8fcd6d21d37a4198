// The words of a page as the reader shows them and the reading coach follows them: both must
// count words the same way, so the one tokenizer lives here.

export interface TextToken {
  text: string;
  /** Word index, or null for the spaces between words. */
  wordIndex: number | null;
}

export const isSpace = (char: string) => /\s/u.test(char);

/** Words and the spaces between them, in order; word indexes count from 0. */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let wordIndex = 0;
  for (const match of text.matchAll(/\s+|\S+/gu)) {
    const part = match[0];
    if (isSpace(part[0] ?? '')) tokens.push({ text: part, wordIndex: null });
    else tokens.push({ text: part, wordIndex: wordIndex++ });
  }
  return tokens;
}
