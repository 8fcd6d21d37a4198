import { ScreenIntro } from '../../components/ScreenIntro';

export default function MessageBoardPage() {
  return (
    <ScreenIntro
      title="Message Board"
      description="Share a kind word, a favourite story or a question with other Kahani families."
    />
  );
}
