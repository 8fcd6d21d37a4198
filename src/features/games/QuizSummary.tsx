import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QuizQuestion } from '../../../contract/quizzes';
import { useT } from '../../i18n/useT';

/** The questions as a reviewer reads them, each right answer marked. */
export function QuizSummary({
  title,
  storyTitle,
  questions,
}: {
  title: string;
  storyTitle: string;
  questions: QuizQuestion[];
}) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('games.summary.about', { story: storyTitle, count: questions.length })}
      </Typography>
      <ol style={{ paddingLeft: 20, margin: 0 }}>
        {questions.map((question, index) => (
          <li key={index}>
            <Typography sx={{ fontWeight: 600, mt: 1 }}>{question.prompt}</Typography>
            <List dense disablePadding>
              {question.options.map((option, optionIndex) => {
                const right = optionIndex === question.answerIndex;
                return (
                  <ListItem key={optionIndex} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      {right ? (
                        <CheckCircleIcon
                          color="success"
                          fontSize="small"
                          titleAccess={t('games.summary.rightAnswer')}
                        />
                      ) : (
                        <RadioButtonUncheckedIcon fontSize="small" />
                      )}
                    </ListItemIcon>
                    <ListItemText primary={option} />
                  </ListItem>
                );
              })}
            </List>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
