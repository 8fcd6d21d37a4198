import { ScreenIntro } from '../../components/ScreenIntro';

export default function GameWizardPage({ userId }: { userId: string }) {
  return (
    <ScreenIntro
      title="Game Wizard"
      description="Build a quiz about a story, step by step, and send it for review."
    >
      <span data-user-id={userId} hidden />
    </ScreenIntro>
  );
}
