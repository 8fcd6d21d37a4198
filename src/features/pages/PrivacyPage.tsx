import Typography from '@mui/material/Typography';
import { ScreenIntro } from '../../components/ScreenIntro';
import { env } from '../../lib/env';

export default function PrivacyPage() {
  const brand = env.VITE_APP_TITLE;
  return (
    <ScreenIntro title="Privacy" description={`What ${brand} keeps, and why.`}>
      <Typography variant="h6" component="h2">
        What we store
      </Typography>
      <Typography sx={{ mb: 2 }}>
        When a parent creates an account we store the name, e-mail address and a user id. We keep
        the stories you send us, the messages in your inbox, posts on the message board and which
        pages have been read, so reading can continue where it stopped and the leaderboard can count
        points. Your browser keeps you signed in on this device.
      </Typography>
      <Typography variant="h6" component="h2">
        Analytics
      </Typography>
      <Typography sx={{ mb: 2 }}>
        We count page views to learn which parts of {brand} are used. These events carry the page
        address only: never a user id, name or e-mail address.
      </Typography>
      <Typography variant="h6" component="h2">
        Deleting your account
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Write to us from the e-mail address of your account and ask for it to be deleted. An
        administrator removes the account together with its posts, reading progress and inbox.
      </Typography>
    </ScreenIntro>
  );
}
