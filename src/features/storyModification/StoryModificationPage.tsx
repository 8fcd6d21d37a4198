import { useParams } from 'react-router-dom';
import { ScreenIntro } from '../../components/ScreenIntro';

export default function StoryModificationPage() {
  const { storyId = '' } = useParams();
  return (
    <ScreenIntro
      title="Edit story"
      description={`Edit the pages of story ${storyId}: text, translations and pictures; add or remove pages, then save.`}
    />
  );
}
