/**
 * The most actions one door sync sends (contracts/checkin/schemas.ts DoorBatchRequest): a queue of
 * a thousand goes in ten requests, each a short transaction that keeps other writers waiting a
 * moment at most. A plain number with no imports, so the outbox core (shared with the service
 * worker) reads it without loading zod.
 */
export const MAX_DOOR_BATCH = 100;
