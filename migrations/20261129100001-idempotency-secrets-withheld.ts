import type { Knex } from 'knex';

/**
 * Issue 28: the answers kept for Idempotency-Key replays held secrets in clear for a day (a new API
 * token, a feed address, Checkout and billing page addresses). The server now never stores such an
 * answer (server/http/withheld-answers.ts); this overwrites the ones stored before, as the server
 * would have stored them: a 409 `idempotent_answer_withheld` for the replay. The rows stay, so a
 * replay still runs nothing twice (deleting them would mint a second token).
 */
const SECRET_ANSWERS = ['%"raw_token":%', '%"checkout_url":%', '%"webcal_url":%', '{"url":%'];

const WITHHELD = JSON.stringify({
  detail:
    'The answer to the first request with this Idempotency-Key held a secret or a one-time address, which is not kept. Look up what it made, or send a new request with a new key.',
  code: 'idempotent_answer_withheld',
});

export async function up(knex: Knex): Promise<void> {
  await knex('idempotency_keys')
    .whereBetween('status', [200, 299])
    .andWhere((q) => {
      for (const pattern of SECRET_ANSWERS) {
        void q.orWhere('response_body', 'like', pattern);
      }
    })
    .update({ status: 409, response_body: WITHHELD });
}

export async function down(): Promise<void> {
  // The secrets are gone for good; nothing to restore.
}
