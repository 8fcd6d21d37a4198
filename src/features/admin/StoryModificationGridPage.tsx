import { ScreenIntro } from '../../components/ScreenIntro';

export default function StoryModificationGridPage() {
  return (
    <ScreenIntro
      title="Modification"
      description="Every story with its status, page count and last update, each with a link to edit it."
    />
  );
}
