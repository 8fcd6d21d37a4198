import { z } from 'zod';

/**
 * PostgreSQL refuses U+0000 in text columns and lone UTF-16 surrogates in jsonb, so such
 * input must be refused as a bad request before it reaches the database.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const hasNulCharacter = (value: string) => value.includes('\u0000');
/** With the u flag a surrogate pair is one code point, so only unpaired halves match. */
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/**
 * Characters that show nothing on their own: white space, controls, and the code points
 * Unicode marks default-ignorable (zero-width spaces and joiners, word joiner, byte-order
 * mark, bidi marks and isolates, variation selectors, Hangul fillers, tags…), plus the blank
 * Braille pattern. Text made only of these looks empty, so it counts as empty.
 */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]*$/u;

/** True when the text shows nothing at all (also for ''). */
export const isInvisibleOnly = (value: string) => INVISIBLE_ONLY.test(value);

/** "Story name is required." for a missing field, "Story name must be text." for a number. */
const requiredText = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${label} is required.` : `${label} must be text.`,
  });

/**
 * Text a person typed, for storage: at most `max` characters, storable by PostgreSQL.
 * `label` names the field in the messages ("Story name must be at most 200 characters.").
 * A trimmed field that shows nothing (only spaces or invisible characters) becomes '', so
 * `required` and every other "write something" rule refuse it.
 */
export function safeText(
  label: string,
  max: number,
  { trim = false, required = false }: { trim?: boolean; required?: boolean } = {},
) {
  let schema = requiredText(label);
  if (trim) schema = schema.trim().overwrite((value) => (isInvisibleOnly(value) ? '' : value));
  if (required) schema = schema.min(1, `${label} is required.`);
  return schema
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasNulCharacter(value), `${label} must not contain the character U+0000.`)
    .refine(
      (value) => !hasLoneSurrogate(value),
      `${label} contains a broken character (an unpaired UTF-16 surrogate).`,
    );
}

const ID_PATTERN = /^[A-Za-z0-9._:@-]+$/;

/** An id in a URL or body: ASCII letters, digits and . _ : @ - only, so nothing else reaches a query. */
export function safeId(label: string, max: number) {
  return requiredText(label)
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .regex(ID_PATTERN, `${label} may hold only letters, digits and . _ : @ -`);
}
