import { fuzzShard } from './fuzzShard.js';

// Part 2 of the contract fuzz (see fuzzShard.ts).
fuzzShard(2);
