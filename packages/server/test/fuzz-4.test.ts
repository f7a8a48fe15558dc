import { fuzzShard } from './fuzzShard.js';

// Part 4 of the contract fuzz (see fuzzShard.ts).
fuzzShard(4);
