import type { Actor } from './crud.js';

/** Who acts, and the business day it is in the company's time zone: stock rules need both (defaults, expiry). */
export interface StockContext extends Actor {
  today: string;
}
