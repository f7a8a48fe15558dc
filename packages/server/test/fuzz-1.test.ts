import { fuzzShard } from './fuzzShard.js';

// Part 1 of the contract fuzz (see fuzzShard.ts).
fuzzShard(1);
