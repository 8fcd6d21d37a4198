import type { AxiosInstance } from 'axios';
import type { NarrationAnswer, NarrationRequest } from '../../../contract/api';

export async function postNarrationRequest(
  api: AxiosInstance,
  body: NarrationRequest,
): Promise<Partial<NarrationAnswer> | undefined> {
  const { data } = await api.post<Partial<NarrationAnswer> | undefined>(
    '/fetchAudioAndAlignment',
    body,
  );
  return data;
}

/** An object URL for base64 MP3 audio. */
export function audioUrlFromBase64(audioBase64: string): string {
  const bytes = Uint8Array.from(atob(audioBase64), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/mpeg' }));
}
