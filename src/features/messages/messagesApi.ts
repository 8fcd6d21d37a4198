import type { AxiosInstance } from 'axios';
import type { Message } from '../../../contract/api';

export async function getInbox(api: AxiosInstance, uid: string): Promise<Message[]> {
  const { data } = await api.get<Message[]>(`/inbox/${encodeURIComponent(uid)}`);
  return data;
}

export async function patchMessageRead(
  api: AxiosInstance,
  uid: string,
  messageId: string,
): Promise<void> {
  await api.patch(`/inbox/${encodeURIComponent(uid)}/${encodeURIComponent(messageId)}`, {
    read: true,
  });
}
