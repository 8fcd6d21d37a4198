import { ScreenIntro } from '../../components/ScreenIntro';

export default function PendingGamesPage({ userId }: { userId: string }) {
  return (
    <ScreenIntro
      title="Edit Game"
      description="Quizzes waiting for review: edit, approve or reject them."
    >
      <span data-user-id={userId} hidden />
    </ScreenIntro>
  );
}
