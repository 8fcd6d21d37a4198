import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { ScreenIntro } from '../../components/ScreenIntro';
import { env } from '../../lib/env';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{children}</Typography>
    </>
  );
}

export default function PrivacyPage() {
  const brand = env.VITE_APP_TITLE;
  return (
    <ScreenIntro title="Privacy" description={`What ${brand} keeps, and why.`}>
      <Section title="What we store">
        When a parent creates an account we store the name, the e-mail address the sign-in service
        has checked, and a user id. We keep the stories you send us, the messages in your inbox,
        your posts on the message board and the posts you reported, the quizzes you write and the
        answers given, and which pages have been read, so reading can continue where it stopped and
        the leaderboard can count points. To share narration fairly we count how many new narrations
        each account asks for in an hour; those counts are deleted after the hour. Your browser
        keeps you signed in on this device.
      </Section>
      <Section title="What other families see">
        On the message board and the leaderboard other families see your first name and the first
        letter of your last name, never your e-mail address.
      </Section>
      <Section title="Error reports">
        When something goes wrong in your browser, it sends us the error, the page address and, if
        you are signed in, your user id, so that we can fix it. Error reports are deleted after 30
        days.
      </Section>
      <Section title="Analytics">
        We count page views to learn which parts of {brand} are used. These events carry the page
        address only: never a user id, name or e-mail address.
      </Section>
      <Section title="Deleting your account">
        Write to us from the e-mail address of your account and ask for it to be deleted. An
        administrator then deletes your sign-in and, at the same moment, your posts and reports,
        reading progress, inbox, quizzes and the story requests that were not published. Stories you
        asked for that were published stay in the library without your name, and error reports stay
        without your user id. We keep a record that the account was deleted: its user id, the first
        letter and domain of its e-mail address, when, by whom and how much was removed.
      </Section>
    </ScreenIntro>
  );
}
