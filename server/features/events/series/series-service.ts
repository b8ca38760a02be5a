import { EVENT_MESSAGES } from '@contracts/events/messages';
import { utcToWallTime, wallTimeToUtc } from '@contracts/events/event-time';
import { toRRule } from '@contracts/events/recurrence-rrule';
import { firstRuleOccurrences } from '@contracts/events/recurrence-dates';
import type { RepeatRule } from '@contracts/events/recurrence';
import { describeRepeatRule } from '@contracts/events/recurrence-summary';
import { MAIL_LOCALE } from '@contracts/time-format';
import type { ChangeScope, UpdateEventParsed } from '@contracts/events/schemas';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db';
import { AppError } from '../../../http/app-error';
import { notifySeriesCancelled, notifySeriesChanged } from '../../push';
import { queueEventSync } from '../../calendar';
import type { LoadedEvent } from '../service-types';
import * as repo from '../repo';
import { removeEventRows } from '../remove-event';
import { HORIZON_MS, insertDates, materialiseThrough, ruleDatesBetween, seriesOf } from './materialise';
import { addDays, endingFrom, isNoShift, ruleEndingBefore, shiftedStart, wallShift } from './series-dates';
import type { WallShift } from './series-dates';
import * as seriesRepo from './series-repo';
import { refillSeats, seatsMayOpen } from '../seats/seats';
import { TEMPLATE_FIELDS } from './series-repo';
import type { SeriesRow, SeriesTemplate } from './series-repo';

const badRequest = (field: string, message: string) => new AppError('validation_error', 400, `${field}: ${message}`, [{ field, message }]);

export interface NewSeries extends SeriesTemplate {
  community_id: number;
  creator_id: number;
  start_at: string;
  end_at: string | null;
  time_zone: string;
  rule: RepeatRule;
}

/** Makes a recurring event and its dates up to the horizon; answers its first date's id. */
export async function createSeries(deps: AppDeps, trx: Db, input: NewSeries, nowIso: string): Promise<number> {
  const { start_at, end_at, rule, ...fields } = input;
  const [first] = firstRuleOccurrences({ start: new Date(start_at), zone: input.time_zone, rule }, 1);
  if (!first) {
    throw badRequest('repeat', EVENT_MESSAGES.ruleGivesNoDates);
  }
  const firstStart = first.start.toISOString();
  const row: seriesRepo.SeriesWrite = {
    ...fields,
    rule,
    rrule: toRRule(rule, input.time_zone),
    first_start_at: firstStart,
    duration_ms: end_at === null ? null : Date.parse(end_at) - Date.parse(start_at),
    materialised_until: firstStart,
    created_at: nowIso,
    updated_at: nowIso,
  };
  const id = await seriesRepo.insertSeries(trx, row);
  // The host is going to every date they organise, as to a single event.
  await seriesRepo.upsertSeriesAnswer(trx, id, input.creator_id, 'going', nowIso);
  const series: SeriesRow = { ...row, id };
  await materialiseThrough(trx, [series], horizonOf(nowIso, firstStart), nowIso);
  const made = await seriesRepo.occurrencesFrom(trx, id, firstStart);
  const firstRow = made[0];
  if (!firstRow) {
    throw new Error('A new series made no dates');
  }
  return firstRow.id;
}

/** The horizon a series' dates are made to: 26 weeks from now, and past its first date. */
const horizonOf = (nowIso: string, firstStart: string) => new Date(Math.max(Date.parse(nowIso), Date.parse(firstStart)) + HORIZON_MS).toISOString();

/** Makes the dates of these series up to `untilIso` (a list asking further ahead than they are made). */
export async function makeDatesThrough(deps: AppDeps, series: readonly SeriesRow[], untilIso: string): Promise<void> {
  if (series.length > 0) {
    await deps.db.transaction((trx) => materialiseThrough(trx, series, untilIso, deps.clock().toISOString()));
  }
}

/** The series of a date, or 400 when the event is a single one and a series scope was asked for. */
export async function seriesOfEvent(db: Db, loaded: LoadedEvent): Promise<SeriesRow> {
  const series = loaded.row.series_id === null ? null : await seriesRepo.findSeries(db, loaded.row.series_id);
  if (!series) {
    throw badRequest('scope', EVENT_MESSAGES.notRecurring);
  }
  return series;
}

function templateChanges(input: UpdateEventParsed): Partial<SeriesTemplate> {
  const changes: Partial<Record<keyof SeriesTemplate, unknown>> = {};
  for (const field of TEMPLATE_FIELDS) {
    if (input[field] !== undefined) {
      changes[field] = input[field];
    }
  }
  return changes as Partial<SeriesTemplate>;
}

/** Whether the series has dates (made or cancelled) before this one: then "this and following" splits it. */
function hasEarlierDates(series: SeriesRow, key: string): boolean {
  return firstRuleOccurrences(seriesOf(series), 1).some((date) => date.key < key);
}

/**
 * Changes the dates of a recurring event from `loaded` on (`following`) or every date not started
 * (`all`). Dates keep their rows, replies and discussion where the new rule still has them: a date
 * is matched to where the shift of its start takes it; dates the new rule no longer has are
 * deleted, and dates it adds are made. Dates changed alone keep their own time. Answers the id
 * of the date to show: this one, or the first date from then on when the new rule no longer has it.
 */
export async function changeSeries(deps: AppDeps, loaded: LoadedEvent, input: UpdateEventParsed, scope: Exclude<ChangeScope, 'this'>, actorId: number): Promise<number> {
  const now = deps.clock().toISOString();
  return deps.db.transaction(async (trx) => {
    const old = await seriesOfEvent(trx, loaded);
    const { row } = loaded;
    if (scope === 'following' && row.start_at < now) {
      throw badRequest('scope', EVENT_MESSAGES.pastDate);
    }
    const key = row.occurrence_key ?? '';
    const zone = input.time_zone ?? old.time_zone;
    const shift = wallShift(row.start_at, row.time_zone, input.start_datetime, zone);
    const startAfter = input.start_datetime ?? shiftedStart(row.start_at, row.time_zone, shift);
    const endAfter = input.end_datetime === undefined ? (row.end_at === null ? null : new Date(Date.parse(startAfter) + Date.parse(row.end_at) - Date.parse(row.start_at)).toISOString()) : input.end_datetime;
    const fields = templateChanges(input);
    const split = scope === 'following' && hasEarlierDates(old, key);
    const base: SeriesRow = split ? await splitAt(trx, old, key, now) : old;
    const rule = input.repeat ?? base.rule;
    const anchor = split ? wallAnchor(key, old, shift) : shiftedStart(base.first_start_at, base.time_zone, shift);
    const changed: SeriesRow = {
      ...base,
      ...fields,
      rule,
      rrule: toRRule(rule, zone),
      time_zone: zone,
      first_start_at: anchor,
      duration_ms: endAfter === null ? null : Date.parse(endAfter) - Date.parse(startAfter),
      updated_at: now,
    };
    const { id, ...write } = changed;
    await seriesRepo.updateSeries(trx, id, write);
    const fromIso = scope === 'following' ? row.start_at : now;
    const result = await regenerate(deps, trx, changed, fromIso, shift, fields, isNoShift(shift, old.time_zone) && input.repeat === undefined, now);
    if (seatsMayOpen(old, fields)) {
      for (const date of await seriesRepo.occurrencesFrom(trx, changed.id, fromIso)) {
        await refillSeats(deps, trx, date.id, now);
      }
    }
    const first = await repo.findEvent(trx, result.firstId ?? row.id);
    if (first) {
      const timeChanged = !isNoShift(shift, old.time_zone) || input.repeat !== undefined;
      await notifySeriesChanged(
        deps,
        trx,
        result.changedIds,
        loaded.row,
        { event: first, fromIso: first.start_at, rule: timeChanged ? describeRepeatRule(rule, new Date(anchor), zone, MAIL_LOCALE) : null, cancelled: result.removed },
        actorId,
      );
    }
    // The date changed, or the series' first date from then on when the new rule no longer has it.
    return (await repo.findEvent(trx, row.id)) ? row.id : (result.firstId ?? row.id);
  });
}

/** The split series' first start: this date's key at the series' time of day, moved by the shift. */
function wallAnchor(key: string, old: SeriesRow, shift: WallShift): string {
  const time = utcToWallTime(new Date(old.first_start_at), old.time_zone).time;
  return wallTimeToUtc(addDays(key, shift.days), shift.time ?? time, shift.zone).toISOString();
}

/**
 * Splits the series before `key`: the dates before it keep the old rule, which now ends the day
 * before; the dates from it on, their answers for every date and their cancelled dates go to a new series.
 */
async function splitAt(trx: Db, old: SeriesRow, key: string, nowIso: string): Promise<SeriesRow> {
  const later: seriesRepo.SeriesWrite = {
    ...old,
    rule: { ...old.rule, ending: endingFrom(old, key) },
    materialised_until: old.materialised_until,
    created_at: nowIso,
    updated_at: nowIso,
  };
  delete (later as Partial<SeriesRow>).id;
  const id = await seriesRepo.insertSeries(trx, later);
  const earlierRule = ruleEndingBefore(old.rule, key);
  await seriesRepo.updateSeries(trx, old.id, { rule: earlierRule, rrule: toRRule(earlierRule, old.time_zone), updated_at: nowIso });
  await seriesRepo.copySeriesAnswers(trx, old.id, id);
  await seriesRepo.moveCancelledKeys(trx, old.id, id, key);
  await trx('events').where({ series_id: old.id }).andWhere('occurrence_key', '>=', key).update({ series_id: id });
  return { ...later, id };
}

interface Regenerated {
  /** Rows whose time, place or name changed. */
  changedIds: number[];
  removed: number;
  /** The first date from the change on, after it. */
  firstId: number | null;
}

/**
 * Brings the series' rows starting from `fromIso` in line with its (changed) rule and fields. A row
 * is kept, with its replies and discussion, where the shift takes its date to a date of the rule.
 */
async function regenerate(deps: AppDeps, trx: Db, series: SeriesRow, fromIso: string, shift: WallShift, fields: Partial<SeriesTemplate>, fieldsOnly: boolean, nowIso: string): Promise<Regenerated> {
  const rows = await seriesRepo.occurrencesFrom(trx, series.id, fromIso);
  const changedIds: number[] = [];
  const bump = async (id: number, changes: Record<string, unknown>) => {
    const before = await repo.findEvent(trx, id);
    await repo.updateEvent(trx, id, { ...changes, ...(before ? { sequence: before.sequence + 1 } : {}), updated_at: nowIso });
    await queueEventSync(deps, trx, id);
    changedIds.push(id);
  };
  if (fieldsOnly) {
    if (Object.keys(fields).length > 0) {
      for (const row of rows) {
        await bump(row.id, fields);
      }
    }
    return { changedIds, removed: 0, firstId: rows[0]?.id ?? null };
  }
  const wanted = new Map(ruleDatesBetween(series, fromIso < series.first_start_at ? series.first_start_at : fromIso, series.materialised_until).map((date) => [date.key, date]));
  const cancelled = await seriesRepo.cancelledKeys(trx, series.id);
  const keep: { id: number; key: string; start: string }[] = [];
  const drop: number[] = [];
  for (const row of rows) {
    if (row.detached) {
      wanted.delete(row.occurrence_key);
      if (Object.keys(fields).length > 0) {
        await bump(row.id, fields);
      }
      continue;
    }
    const target = addDays(row.occurrence_key, shift.days);
    const date = wanted.get(target);
    if (date && !cancelled.has(target)) {
      wanted.delete(target);
      keep.push({ id: row.id, key: target, start: date.start.toISOString() });
    } else {
      drop.push(row.id);
    }
  }
  if (drop.length > 0) {
    const first = await repo.findEvent(trx, drop[0] as number);
    if (first) {
      await notifySeriesCancelled(deps, trx, drop, first, first.start_at, series.creator_id);
    }
    await removeEventRows(deps, trx, drop, nowIso);
  }
  // Two steps, so that no key is held by two rows at once while the dates move.
  for (const row of keep) {
    await trx('events').where({ id: row.id }).update({ occurrence_key: `~${row.id}` });
  }
  for (const row of keep) {
    const end = series.duration_ms === null ? null : new Date(Date.parse(row.start) + series.duration_ms).toISOString();
    await bump(row.id, { ...fields, occurrence_key: row.key, start_at: row.start, end_at: end, time_zone: series.time_zone });
  }
  const made = await insertDates(trx, [{ series, dates: [...wanted.values()] }], nowIso);
  const after = await seriesRepo.occurrencesFrom(trx, series.id, fromIso);
  return { changedIds: [...changedIds, ...made], removed: drop.length, firstId: after[0]?.id ?? null };
}

/**
 * Deletes dates of a recurring event: from `loaded` on (`following`), or every date not started
 * (`all`). Dates that have started stay, with their replies; the rule then ends before the first date deleted.
 */
export async function deleteSeriesDates(deps: AppDeps, loaded: LoadedEvent, scope: Exclude<ChangeScope, 'this'>, actorId: number): Promise<void> {
  const now = deps.clock().toISOString();
  await deps.db.transaction(async (trx) => {
    const series = await seriesOfEvent(trx, loaded);
    const fromIso = scope === 'following' && loaded.row.start_at > now ? loaded.row.start_at : now;
    const rows = await seriesRepo.occurrencesFrom(trx, series.id, fromIso);
    const ids = rows.map((row) => row.id);
    const first = rows[0] ? await repo.findEvent(trx, rows[0].id) : null;
    if (first) {
      await notifySeriesCancelled(deps, trx, ids, first, first.start_at, actorId);
    }
    await removeEventRows(deps, trx, ids, now);
    const left = await trx('events').where({ series_id: series.id }).count<{ n: number | string }[]>({ n: '*' });
    if (Number(left[0]?.n ?? 0) === 0) {
      await seriesRepo.deleteSeries(trx, series.id);
      return;
    }
    const endKey = rows[0]?.occurrence_key ?? addDays(new Date(fromIso).toISOString().slice(0, 10), 1);
    const rule = ruleEndingBefore(series.rule, endKey);
    await seriesRepo.updateSeries(trx, series.id, { rule, rrule: toRRule(rule, series.time_zone), updated_at: now });
  });
}

/** Records that a date deleted alone is not made again. */
export async function forgetDate(trx: Db, loaded: LoadedEvent, nowIso: string): Promise<void> {
  if (loaded.row.series_id !== null && loaded.row.occurrence_key !== null) {
    await seriesRepo.addCancelledKey(trx, loaded.row.series_id, loaded.row.occurrence_key, nowIso);
  }
}
