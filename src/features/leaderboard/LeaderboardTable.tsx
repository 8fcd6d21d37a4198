import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LeaderboardEntry } from '../../../contract/quizzes';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';

const MEDALS = ['#f5b700', '#9e9e9e', '#cd7f32'];

function Row({ entry }: { entry: LeaderboardEntry }) {
  const t = useT();
  const translator = useTranslator();
  const medal = MEDALS[entry.rank - 1];
  return (
    <TableRow
      selected={entry.isCaller}
      aria-current={entry.isCaller ? 'true' : undefined}
      sx={{ '& td': { fontSize: 18 } }}
    >
      <TableCell sx={{ width: 72, fontWeight: 700 }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {translator.number(entry.rank)}
          {medal && (
            <EmojiEventsIcon
              sx={{ color: medal }}
              titleAccess={t('leaderboard.place', { rank: entry.rank })}
            />
          )}
        </Box>
      </TableCell>
      <TableCell sx={{ fontWeight: entry.isCaller ? 700 : 400 }}>
        {entry.isCaller ? t('leaderboard.you', { name: entry.name }) : entry.name}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 700 }}>
        {translator.number(entry.points)}
      </TableCell>
    </TableRow>
  );
}

/** The top readers, and the caller's own row below them when they are not among them. */
export function LeaderboardTable({
  top,
  caller,
  label,
}: {
  top: LeaderboardEntry[];
  caller: LeaderboardEntry | null;
  label: string;
}) {
  const t = useT();
  const callerBelow = caller && !top.some((entry) => entry.isCaller) ? caller : null;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('leaderboard.column.rank')}</TableCell>
            <TableCell>{t('leaderboard.column.reader')}</TableCell>
            <TableCell align="right">{t('leaderboard.column.points')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {top.map((entry) => (
            <Row key={`${entry.rank}-${entry.name}-${entry.points}`} entry={entry} />
          ))}
          {callerBelow && (
            <>
              <TableRow aria-hidden="true">
                <TableCell colSpan={3} align="center" sx={{ py: 0.5, color: 'text.secondary' }}>
                  ⋯
                </TableCell>
              </TableRow>
              <Row entry={callerBelow} />
            </>
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}
