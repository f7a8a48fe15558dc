import { fuzzShard } from './fuzzShard.js';

// Part 3 of the contract fuzz (see fuzzShard.ts).
fuzzShard(3);
