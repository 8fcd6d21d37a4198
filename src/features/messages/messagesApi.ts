import type { ApiClient } from '../../lib/apiClient';
import type { Message } from '../../../contract/api';

export async function getInbox(api: ApiClient, uid: string): Promise<Message[]> {
  const { data } = await api.get<Message[]>(`/inbox/${encodeURIComponent(uid)}`);
  return data;
}

export async function patchMessageRead(
  api: ApiClient,
  uid: string,
  messageId: string,
): Promise<void> {
  await api.patch(`/inbox/${encodeURIComponent(uid)}/${encodeURIComponent(messageId)}`, {
    read: true,
  });
}
