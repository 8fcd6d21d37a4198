/**
 * The recogniser's grammar for a stretch of the page: its words in order, any of which the
 * child may skip. A skip costs more than reading the word (the weights), so the decoder skips
 * a word only when the audio really lacks it.
 */
export function stretchGrammar(
  words: readonly string[],
  skipWeight: number | ((word: string) => number),
): string {
  const items = words.map((word) => {
    const weight = typeof skipWeight === 'number' ? skipWeight : skipWeight(word);
    return weight > 0 ? `( /1/ ${word} | /${weight}/ <NULL> )` : `[ ${word} ]`;
  });
  return `#JSGF V1.0;\ngrammar stretch;\npublic <stretch> = ${items.join(' ') || '<NULL>'};\n`;
}
