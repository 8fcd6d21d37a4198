import { ScreenIntro } from '../../components/ScreenIntro';

export default function ErrorLogPage() {
  return (
    <ScreenIntro
      title="Error Log"
      description="Errors reported by readers' browsers, newest first, to page through and clear."
    />
  );
}
