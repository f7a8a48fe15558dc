import type { Actor } from './crud.js';

/** Who acts, and the business day it is in the company's time zone: stock rules need both (defaults, expiry). */
export interface StockContext extends Actor {
  today: string;
}

/**
 * Who writes: a user, or null when Pawon writes itself in a job no user started (the orders standing orders make,
 * orders/standingOrders.ts). Its rows then name no user (created_by and the audit row's user are null).
 */
export interface Writer {
  userId: number | null;
}

/** A StockContext whose writer may be Pawon itself: what making an order needs (sales.ts `createOrder`). */
export interface OrderContext extends Writer {
  today: string;
}
