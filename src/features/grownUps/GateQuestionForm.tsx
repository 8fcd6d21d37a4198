import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useT } from '../../i18n/useT';
import { GateActions } from './GateActions';
import { numberInWords, pickQuestionNumber, readDigits } from './numberWords';

/**
 * "Type sixty-three in digits": easy for a grown-up who reads, hard for a young child. A wrong
 * answer brings a new number, so guessing does not get through.
 */
export function GateQuestionForm({
  onPassed,
  focusOnShow,
  onUsePassword,
  onCancel,
}: {
  onPassed(): void;
  focusOnShow: boolean;
  /** Offered when the account has a password to re-enter. */
  onUsePassword: (() => void) | undefined;
  /** Offered in a dialog. */
  onCancel: (() => void) | undefined;
}) {
  const t = useT();
  const language = useAppSelector((state) => state.interfaceLanguage.language);
  const [number, setNumber] = useState(() => pickQuestionNumber());
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<'empty' | 'wrong' | null>(null);
  /** Said to screen readers after a wrong answer, with the new question. */
  const [announcement, setAnnouncement] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnShow) fieldRef.current?.focus();
  }, [focusOnShow]);

  const question = t('grownUps.question.label', { number: numberInWords(number, language) });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = readDigits(answer);
    if (typed === number) {
      onPassed();
      return;
    }
    if (!answer.trim()) {
      setProblem('empty');
      setAnnouncement(t('grownUps.question.empty'));
    } else {
      const next = pickQuestionNumber(number);
      setNumber(next);
      setAnswer('');
      setProblem('wrong');
      setAnnouncement(
        `${t('grownUps.question.wrong')} ${t('grownUps.question.label', {
          number: numberInWords(next, language),
        })}`,
      );
    }
    fieldRef.current?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        inputRef={fieldRef}
        label={question}
        value={answer}
        onChange={(event) => {
          setAnswer(event.target.value);
          if (problem === 'empty') setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ? t(`grownUps.question.${problem}`) : ' '}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, spellCheck: false } }}
      />
      <GateActions
        switchLabel={t('grownUps.usePassword')}
        onSwitch={onUsePassword}
        onCancel={onCancel}
      />
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
