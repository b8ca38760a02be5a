import type { RsvpStatus } from '@contracts/events/schemas';
import type { AppDeps } from '../../../deps';
import { queueReplySync } from '../../calendar';
import { placeAnswer, withdrawAnswer } from '../seats/seats';
import type { LoadedEvent } from '../service-types';
import { seriesOfEvent } from './series-service';
import * as seriesRepo from './series-repo';

/**
 * Answers for this date and every later date of its series, and for the dates made later ("Going
 * every Tuesday"). Answering one date afterwards changes that date only.
 */
export async function answerSeries(deps: AppDeps, loaded: LoadedEvent, userId: number, status: RsvpStatus, guests?: number): Promise<void> {
  const now = deps.clock().toISOString();
  await deps.db.transaction(async (trx) => {
    const series = await seriesOfEvent(trx, loaded);
    await seriesRepo.upsertSeriesAnswer(trx, series.id, userId, status, now);
    for (const row of await seriesRepo.occurrencesFrom(trx, series.id, loaded.row.start_at)) {
      // Each date has its own seats: one may seat the member while another puts them on its waitlist.
      await placeAnswer(deps, trx, row.id, userId, { status, guests }, now);
      await queueReplySync(deps, trx, row.id, userId);
    }
  });
}

/** Withdraws the answer for every date of the series from this one on. */
export async function withdrawSeriesAnswer(deps: AppDeps, loaded: LoadedEvent, userId: number): Promise<void> {
  const now = deps.clock().toISOString();
  await deps.db.transaction(async (trx) => {
    const series = await seriesOfEvent(trx, loaded);
    await seriesRepo.deleteSeriesAnswer(trx, series.id, userId);
    for (const row of await seriesRepo.occurrencesFrom(trx, series.id, loaded.row.start_at)) {
      await withdrawAnswer(deps, trx, row.id, userId, now);
      await queueReplySync(deps, trx, row.id, userId);
    }
  });
}
