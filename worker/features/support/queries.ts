/** @module Support messages in D1: the stored row is the record, whatever happens to the e-mail. */
import type { SupportBody } from '../../contracts/support';
import type { Db } from '../../db/client';
import { supportMessages } from '../../db/schema';

/** Stores one message (status 'open'), with the reader's id when signed in; resolves with its id. */
export async function insertSupportMessage(db: Db, userId: number | null, body: SupportBody): Promise<number> {
  const [row] = await db
    .insert(supportMessages)
    .values({ userId, ...body })
    .returning({ id: supportMessages.id });
  return row!.id;
}
