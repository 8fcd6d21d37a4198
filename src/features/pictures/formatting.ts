const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "840 bytes", "12.4 KB" */
export function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
