import { ScreenIntro } from '../../components/ScreenIntro';

export default function UploadSvgPage() {
  return (
    <ScreenIntro
      title="Upload SVG"
      description="Upload SVG illustrations (512 KB at most each), cleaned of scripts, to use as page pictures."
    />
  );
}
