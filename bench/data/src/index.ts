export { fill, fillState, refusal, KEPT_TABLES, type FillOptions, type FillResult } from './fill.js';
export { checkInvariants, INVARIANTS, type CheckResult } from './checks.js';
export { profileFor, type Profile } from './catalogue.js';
export { pgSink, pgliteSink, sinkOf, type Sink } from './sink.js';
