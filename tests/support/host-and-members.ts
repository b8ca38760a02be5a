import { createCommunity, joinCommunity, signUp } from './factories';
import type { OwnedCommunity, SignedInUser } from './factories';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/** An app with a host and a community of members, all made through the API: the world of a seats or check-in test file. */
export interface HostAndMembers {
  t: TestApp;
  host: SignedInUser;
  community: OwnedCommunity;
  /** In the order of the names given. */
  members: SignedInUser[];
}

/** "Member 0", "Member 1", ...: members whose names do not matter. */
export const numberedMembers = (count: number): string[] => Array.from({ length: count }, (_, i) => `Member ${i}`);

/** Starts the app; the host, Hana Host, owns `communityName`, which each of `memberNames` joins. */
export async function startHostAndMembers(communityName: string, memberNames: readonly string[]): Promise<HostAndMembers> {
  const t = await createTestApp();
  const host = await signUp(t, { full_name: 'Hana Host' });
  const community = await createCommunity(t, host, { name: communityName });
  const members: SignedInUser[] = [];
  for (const name of memberNames) {
    const member = await signUp(t, { full_name: name });
    await joinCommunity(t, member, community);
    members.push(member);
  }
  return { t, host, community, members };
}
