/** The most seats an event may have, and the most guests one member may bring (no imports: the web form checks them too). */
export const MAX_CAPACITY = 100_000;
export const MAX_GUESTS = 20;
