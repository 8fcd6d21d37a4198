import { ScreenIntro } from '../../components/ScreenIntro';

export default function LeaderboardPage() {
  return (
    <ScreenIntro
      title="LeaderBoard"
      description="Points for pages read, stories finished and quiz answers: this week and of all time."
    />
  );
}
