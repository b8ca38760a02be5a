import { FUZZ_SHARDS, fuzzRoutes } from '../../support/fuzz/fuzz-routes';

fuzzRoutes(FUZZ_SHARDS.communities);
