import ListenedIcon from '@mui/icons-material/HeadphonesRounded';
import SelfIcon from '@mui/icons-material/MenuBookRounded';
import CoachIcon from '@mui/icons-material/RecordVoiceOverRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChildSummary, ReadingMode } from '../../../contract/children';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';

const MODES: { mode: ReadingMode; label: MessageId; Icon: typeof ListenedIcon }[] = [
  { mode: 'listened', label: 'family.modes.listened', Icon: ListenedIcon },
  { mode: 'self', label: 'family.modes.self', Icon: SelfIcon },
  { mode: 'coach', label: 'family.modes.coach', Icon: CoachIcon },
];

/** Pages viewed each way (listened, read alone, read to the coach), with a bar of the share. */
export function HowTheyRead({ modes }: { modes: ChildSummary['modes'] }) {
  const t = useT();
  const total = modes.listened + modes.self + modes.coach;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('family.modes.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {MODES.map(({ mode, label, Icon }) => (
          <Box component="li" key={mode}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Icon aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
              <Typography component="span" sx={{ flexGrow: 1 }}>
                {t(label)}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t('family.modes.pages', { count: modes[mode] })}
              </Typography>
            </Box>
            <Box
              aria-hidden
              sx={{
                mt: 0.5,
                height: 6,
                borderRadius: 3,
                bgcolor: 'action.hover',
                overflow: 'hidden',
              }}
            >
              <Box
                sx={{
                  height: '100%',
                  width: `${total ? (modes[mode] / total) * 100 : 0}%`,
                  bgcolor: 'primary.main',
                  borderRadius: 3,
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
