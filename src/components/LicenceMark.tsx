import { styled } from '@mui/material/styles';
import { useCallback } from 'react';
import { ALL_RIGHTS_RESERVED, licenceFacts, type LicenceId } from '../../contract/licences';
import type { MessageId } from '../i18n/messageIds';
import { useT } from '../i18n/useT';

/** The Creative Commons terms a licence combines, and the message naming that combination. */
const CC_NAMES: Record<string, MessageId> = {
  '': 'common.licence.by',
  sa: 'common.licence.bySa',
  nc: 'common.licence.byNc',
  'nc-sa': 'common.licence.byNcSa',
  nd: 'common.licence.byNd',
  'nc-nd': 'common.licence.byNcNd',
};

/** "CC BY-NC-SA 4.0" as its short mark "CC BY-NC-SA" and its version "4.0". */
function nameParts(id: LicenceId): { mark: string; version: string } {
  const { name } = licenceFacts(id);
  const [, mark = name, version = ''] = /^(.*) (\d\.\d)$/.exec(name) ?? [];
  return { mark, version };
}

/** The short mark a card shows: "CC BY", "CC BY-NC-SA", "CC0", or "©" for all rights reserved. */
export const licenceMark = (id: LicenceId) =>
  id === ALL_RIGHTS_RESERVED ? '©' : nameParts(id).mark;

/**
 * A licence's name spelled out in the interface language: "Creative Commons Attribution 4.0",
 * "All rights reserved".
 */
export function useLicenceName() {
  const t = useT();
  return useCallback(
    (id: LicenceId) => {
      if (id === ALL_RIGHTS_RESERVED) return t('common.licence.allRightsReserved');
      const facts = licenceFacts(id);
      const { version } = nameParts(id);
      if (!facts.attribution) return t('common.licence.cc0', { version });
      const terms = [
        facts.nonCommercial && 'nc',
        facts.shareAlike && 'sa',
        facts.noDerivatives && 'nd',
      ]
        .filter(Boolean)
        .join('-');
      return t(CC_NAMES[terms]!, { version });
    },
    [t],
  );
}

const Mark = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  height: 20,
  // As tall as a Tag with its margin, so that it lines up with a row of them.
  margin: '2px 0',
  padding: theme.spacing(0, 0.75),
  borderRadius: 6,
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.secondary,
  fontSize: '0.6875rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
}));

const ForScreenReaders = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * A story's licence as a small, quiet mark ("CC BY"); screen readers and a pointer's hint hear
 * it spelled out ("Licence: Creative Commons Attribution 4.0").
 */
export function LicenceMark({ licence, className }: { licence: LicenceId; className?: string }) {
  const t = useT();
  const licenceName = useLicenceName();
  const label = t('common.licence.label', { name: licenceName(licence) });
  return (
    <Mark className={className} title={label} data-testid="licence-mark">
      <span aria-hidden="true">{licenceMark(licence)}</span>
      <ForScreenReaders>{label}</ForScreenReaders>
    </Mark>
  );
}
