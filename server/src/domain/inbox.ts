import { randomUUID } from 'node:crypto';
import type { Database } from '../db/open';
import { messages } from '../db/schema';

export const EDITORS = 'Kahani editors';

type Executor = Pick<Database, 'insert'>;

export async function sendMessage(
  db: Executor,
  message: { recipient: string; subject: string; body: string; sender?: string },
): Promise<void> {
  await db.insert(messages).values({
    id: randomUUID(),
    recipient: message.recipient,
    sender: message.sender ?? EDITORS,
    subject: message.subject,
    body: message.body,
  });
}
