import { ScreenIntro } from '../../components/ScreenIntro';

export default function PendingStoriesGridPage() {
  return (
    <ScreenIntro
      title="Pending"
      description="Stories sent by parents and waiting for review: approve, reject with a reason, or edit."
    />
  );
}
