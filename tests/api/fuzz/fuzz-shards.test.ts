import { describe, expect, it } from 'vitest';
import { routeGroups as endpointGroups } from '@contracts/api/all-routes';
import { FUZZ_SHARDS } from '../../support/fuzz/fuzz-routes';

describe('the fuzz suite', () => {
  it('covers every group of the endpoint catalog, each in one shard', () => {
    const sharded: string[] = Object.values(FUZZ_SHARDS).flat();
    expect([...sharded].sort()).toEqual(endpointGroups.map((group) => group.tag).sort());
  });
});
