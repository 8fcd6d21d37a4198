import { creditsSchema, type Credits } from '../../../contract/credits';
import { tidyCredits } from './storyModificationSlice';

/** The credits' fields a problem is shown on: a list of names, a language's translators, a line. */
export type CreditsField = Exclude<keyof Credits, 'translators'> | `translators.${string}`;

/**
 * What the contract finds wrong with the credits as they would be saved, one sentence per
 * field (the contract's own, the first of each field): the editor shows them on their fields
 * and saves nothing while there are any.
 */
export function creditsProblems(credits: Credits): Partial<Record<CreditsField, string>> {
  const checked = creditsSchema.safeParse(tidyCredits(credits));
  if (checked.success) return {};
  const problems: Partial<Record<CreditsField, string>> = {};
  for (const issue of checked.error.issues) {
    const [field, language] = issue.path.map(String);
    const key = (field === 'translators' ? `translators.${language}` : field) as CreditsField;
    problems[key] ??= issue.message;
  }
  return problems;
}
