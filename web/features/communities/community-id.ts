/** The community id of an address like /communities/12, or null when it is not one. */
export function parseCommunityId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) {
    return null;
  }
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
