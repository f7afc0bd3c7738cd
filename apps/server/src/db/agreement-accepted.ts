import { sql } from 'drizzle-orm'
import { users } from './schema/index'

/**
 * True unless a current agreement (the newest, as the user data reads it) exists that the user has not accepted: the
 * agreement gate's answer (ADR 0010), read in the same statement as whoever a request acts for (a session, an API
 * token). An upload or an acceptance is announced on the sessions channel (migration 0005), so cached sessions follow.
 */
export const agreementAcceptedSql = sql<boolean>`not exists (
  select 1 from (select a.id from user_agreements a order by a.created_at desc limit 1) current_agreement
   where current_agreement.id is distinct from ${users.acceptedAgreementId})`
