/** An object URL for base64 MP3 audio. */
export function audioUrlFromBase64(audioBase64: string): string {
  const bytes = Uint8Array.from(atob(audioBase64), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/mpeg' }));
}
