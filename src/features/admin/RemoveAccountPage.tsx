import { ScreenIntro } from '../../components/ScreenIntro';

export default function RemoveAccountPage() {
  return (
    <ScreenIntro
      title="Delete Accout"
      description="Find a user by e-mail and delete the account with its posts, progress and inbox."
    />
  );
}
