import { useCallback } from 'react';
import type { KnownFailures } from '../useKnownFailures';
import { useKnownFailures } from '../useKnownFailures';
import { useTranslator } from '../translatorContext';
import {
  formProblems,
  type Failure,
  type FormName,
  type FormTranslator,
} from './validationMessages';

const NONE: KnownFailures = {};

/**
 * formProblems in the interface language: the sentences of each field, numbers in its digits,
 * and a failure that names no field through the screen's known failures (then SPEC's, the
 * network's; a server's message as written).
 */
export function useFormProblems(known: KnownFailures = NONE) {
  const translator = useTranslator();
  const friendly = useKnownFailures(known);
  return useCallback(
    (form: FormName, failure: Failure) => {
      const words: FormTranslator = {
        message: (id, values) => translator.message(id, values),
        number: (value) => translator.number(value),
        friendly,
      };
      return formProblems(form, failure, words);
    },
    [translator, friendly],
  );
}
