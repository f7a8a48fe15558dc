import type { Schemas } from '@pawon/api-client';
import { unwrap } from '../apiResult';
import { api } from '../client';
import { createLookupFamily } from '../lookups';

export type Session = Schemas['Session'];
export type SessionDevice = Schemas['SessionDevice'];

/** The resource key of sessions in the query cache (decision 025). */
export const SESSION_RESOURCE = 'session';

/** A user's live sessions (`null`: the signed-in user's own), the one in use first. */
export const sessionsOf = createLookupFamily<number | null, Session[]>(
  SESSION_RESOURCE,
  'list',
  async (userId) =>
    (await unwrap(api.POST('/api/session/list', { body: userId === null ? {} : { userId } }))).datas,
);

export const sessionApi = {
  /** Ends one session by its id; its device gets 401 on its next call. */
  async end(id: string): Promise<void> {
    await unwrap(api.POST('/api/session/end', { body: { id } }));
  },
  /** One's own: every session but this one; another user's (`userId`): all of them. Answers how many ended. */
  async endOthers(userId: number | null): Promise<number> {
    return (await unwrap(api.POST('/api/session/endOthers', { body: userId === null ? {} : { userId } })))
      .count;
  },
};
