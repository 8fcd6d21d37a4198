import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import {
  NICKNAME_MAX,
  TOO_MANY_CHILDREN,
  type ChildAvatar as AvatarId,
} from '../../../contract/childLimits';
import type { Child } from '../../../contract/children';
import { LANGUAGE_LABELS, LANGUAGES, type Language } from '../../../contract/languageNames';
import { TEXT_SIZE_MAX, TEXT_SIZE_MIN, TEXT_SIZE_STEP } from '../../../contract/limits';
import { languageName, languageTag } from '../../../contract/storyLanguages';
import { LimitedTextField, limitState } from '../../components/LimitedTextField';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useFormProblems } from '../../i18n/forms/useFormProblems';
import type { FormProblems } from '../../i18n/forms/validationMessages';
import { useT } from '../../i18n/useT';
import { ChildAvatar } from './avatars/ChildAvatar';
import { CHILDREN_FAILURES } from './childrenApi';
import { AVATAR_IDS, type ProfileFields } from './profileFields';

export type { ProfileFields };

const TEXT_SIZES = Array.from(
  { length: (TEXT_SIZE_MAX - TEXT_SIZE_MIN) / TEXT_SIZE_STEP + 1 },
  (_, step) => TEXT_SIZE_MIN + step * TEXT_SIZE_STEP,
);

/** A save's refusals besides the fields': the ninth child's among them. */
const PROFILE_FAILURES = {
  ...CHILDREN_FAILURES,
  [TOO_MANY_CHILDREN]: 'children.error.tooMany',
} as const;

/** What a save that failed left: the sentences per field, and the rest. */
export interface SaveFailure {
  message: string;
  issues?: unknown[] | undefined;
}

function AvatarPicker({ value, onChange }: { value: string; onChange(avatar: AvatarId): void }) {
  const t = useT();
  const labelId = useId();
  const name = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        {t('children.form.avatar')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(6, 1fr)' },
          gap: 1,
        }}
      >
        {AVATAR_IDS.map((avatar) => {
          const chosen = avatar === value;
          return (
            <Box
              key={avatar}
              component="label"
              sx={(theme) => ({
                display: 'grid',
                placeItems: 'center',
                p: 0.5,
                borderRadius: '50%',
                cursor: 'pointer',
                border: '3px solid',
                borderColor: chosen ? 'primary.main' : 'transparent',
                bgcolor: chosen ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
                '&:has(input:focus-visible)': {
                  outline: `3px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
              })}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={avatar}
                checked={chosen}
                onChange={() => onChange(avatar)}
                sx={visuallyHidden}
              />
              <ChildAvatar avatar={avatar} size={56} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** The eight interface languages, each named in its own script. */
function languageOptions(languages: readonly string[]) {
  return languages.map((language) => (
    <MenuItem key={language} value={language}>
      <span lang={languageTag(language)}>
        {LANGUAGE_LABELS[language as Language] ?? languageName(language)}
      </span>
    </MenuItem>
  ));
}

interface ChildProfileDialogProps {
  open: boolean;
  /** Null: a new profile. */
  editing: Child | null;
  initial: ProfileFields;
  saving: boolean;
  failure: SaveFailure | null;
  onSave(fields: ProfileFields): void;
  onClose(): void;
}

/**
 * Adding or changing a child's profile: a nickname (the one thing typed), a picture, the
 * child's story and interface languages, text size, and whether they appear on the
 * leaderboard. The server's sentences show at the field they concern; the others above the
 * buttons.
 */
export function ChildProfileDialog({
  open,
  editing,
  initial,
  saving,
  failure,
  onSave,
  onClose,
}: ChildProfileDialogProps) {
  const t = useT();
  const formProblems = useFormProblems(PROFILE_FAILURES);
  const titleId = useId();
  const [fields, setFields] = useState(initial);
  const [missingNickname, setMissingNickname] = useState(false);
  // The failure is of what was sent: a field changed since no longer shows its sentence.
  const [changedSinceFailure, setChangedSinceFailure] = useState<Set<string>>(new Set());
  const [shownFailure, setShownFailure] = useState(failure);
  if (shownFailure !== failure) {
    setShownFailure(failure);
    setChangedSinceFailure(new Set());
  }
  const problems: FormProblems | null = failure ? formProblems('childProfile', failure) : null;
  const set = <Field extends keyof ProfileFields>(field: Field, value: ProfileFields[Field]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setChangedSinceFailure((current) => new Set(current).add(field));
    if (field === 'nickname') setMissingNickname(false);
  };
  const nicknameProblem =
    (missingNickname && t('forms.required.nickname')) ||
    (changedSinceFailure.has('nickname') ? undefined : problems?.fields.nickname);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nickname = fields.nickname.trim();
    if (!nickname) {
      setMissingNickname(true);
      return;
    }
    if (limitState(nickname.length, NICKNAME_MAX) === 'over') return;
    onSave({ ...fields, nickname });
  };

  const storyLanguages: string[] = (LANGUAGES as readonly string[]).includes(fields.storyLanguage)
    ? [...LANGUAGES]
    : [...LANGUAGES, fields.storyLanguage];

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {editing
            ? t('children.form.editTitle', { name: editing.nickname })
            : t('children.form.addTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3, pt: '8px !important' }}>
          <LimitedTextField
            label={t('children.form.nickname')}
            value={fields.nickname}
            limit={NICKNAME_MAX}
            trim
            required
            autoFocus
            autoComplete="off"
            onChange={(event) => set('nickname', event.target.value)}
            error={Boolean(nicknameProblem)}
            helperText={nicknameProblem || t('children.form.nicknameHint')}
          />
          <AvatarPicker value={fields.avatar} onChange={(avatar) => set('avatar', avatar)} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <TextField
              select
              label={t('children.form.storyLanguage')}
              value={fields.storyLanguage}
              onChange={(event) => set('storyLanguage', event.target.value)}
            >
              {languageOptions(storyLanguages)}
            </TextField>
            <TextField
              select
              label={t('children.form.interfaceLanguage')}
              value={fields.interfaceLanguage}
              onChange={(event) => set('interfaceLanguage', event.target.value as Language)}
            >
              {languageOptions(LANGUAGES)}
            </TextField>
            <TextField
              select
              label={t('children.form.textSize')}
              value={fields.textSize}
              onChange={(event) => set('textSize', Number(event.target.value))}
            >
              {TEXT_SIZES.map((size) => (
                <MenuItem key={size} value={size}>
                  {t('children.form.percent', { size })}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={fields.onLeaderboard}
                onChange={(event) => set('onLeaderboard', event.target.checked)}
              />
            }
            label={
              <span>
                {t('children.form.onLeaderboard')}
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {t('children.form.onLeaderboardHint')}
                </Typography>
              </span>
            }
          />
          {problems && problems.others.length > 0 && (
            <Alert severity="error">{problems.others.join(' ')}</Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {editing ? t('children.form.save') : t('children.form.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
