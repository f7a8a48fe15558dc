import { sql } from 'drizzle-orm';
import type { Schemas } from '../../lib/contract.js';
import { phoneValue } from './catalogue.js';
import { defineCrud, stampColumns } from '../platform/crud.js';
import { checkAddress } from './regions.js';
import { customerCreated } from '../webhooks/events.js';

const region = (alias: string) =>
  sql.raw(
    `case when ${alias}.code is null then null else json_build_object('code', ${alias}.code, 'name', ${alias}.name) end`,
  );

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * Customers: a normalised phone (unique), Kemendagri region codes checked against each other, an ongkir bracket, a
 * price list (Daftar Harga) or none.
 */
export const customers = defineCrud<
  Schemas['Customer'],
  Schemas['CustomerInput'],
  Schemas['CustomerListRequest']
>({
  entity: 'customer',
  table: 'customers',
  counted: 'customers',
  created: (tx, c) => customerCreated(tx, c),
  alias: 'c',
  from: sql`customers c
    left join regions rp on rp.code = c.province_code
    left join regions rr on rr.code = c.regency_code
    left join regions rd on rd.code = c.district_code
    left join ongkir o on o.id = c.ongkir_id
    left join price_lists pl on pl.id = c.price_list_id`,
  columns: sql`${stampColumns('c')}, c.name, c.phone, c.category, ${region('rp')} as province, ${region('rr')} as regency,
    ${region('rd')} as district, c.address, c.landmark, c.ongkir_id as "ongkirId",
    case when o.id is null then null else json_build_object('id', o.id, 'label', o.label, 'price', o.price) end as ongkir,
    c.payment_term_days as "paymentTermDays", c.credit_limit as "creditLimit", c.price_list_id as "priceListId",
    case when pl.id is null then null else json_build_object('id', pl.id, 'name', pl.name) end as "priceList",
    c.min_shelf_life_days as "minShelfLifeDays"`,
  search: [sql`c.name`, sql`c.address`, sql`c.landmark`, sql`rr.name`, sql`rd.name`],
  phone: sql`c.phone`,
  // The same rows as the OR above, one index per side (decision 021): trigram indexes on the name, address,
  // landmark and phone digits; region names matched in the small regions table first, then customers by code.
  searchKeys: (like, digits) => {
    const regions = sql`select code from regions where name ilike ${like}`;
    const sides = [
      sql`select id from customers where name ilike ${like}`,
      sql`select id from customers where address ilike ${like}`,
      sql`select id from customers where landmark ilike ${like}`,
      sql`select id from customers where regency_code in (${regions})`,
      sql`select id from customers where district_code in (${regions})`,
      ...digits.map(
        (d) => sql`select id from customers where regexp_replace(phone, '[^0-9]', '', 'g') like ${`%${d}%`}`,
      ),
    ];
    return sides;
  },
  sort: {
    name: sql`lower(c.name)`,
    category: sql`c.category`,
    regency: sql`rr.name`,
    ongkir: sql`o.price`,
    updatedAt: sql`c.updated_at`,
  },
  defaultSort: 'name',
  filters: {
    category: (category) => sql`c.category = ${category}`,
    provinceCode: (code) => sql`c.province_code = ${code}`,
    regencyCode: (code) => sql`c.regency_code = ${code}`,
  },
  unique: [
    {
      field: 'phone',
      column: 'phone',
      index: 'customers_phone',
      rule: 'customer.phone',
    },
  ],
  values: (c) => ({
    name: c.name.trim(),
    phone: phoneValue(c.phone),
    category: c.category,
    province_code: c.provinceCode ?? null,
    regency_code: c.regencyCode ?? null,
    district_code: c.districtCode ?? null,
    address: text(c.address),
    landmark: text(c.landmark),
    ongkir_id: c.ongkirId ?? null,
    // As the ongkir: left out or null, the products' own prices (a form and an import send the whole record).
    price_list_id: c.priceListId ?? null,
    // Money (issue 38): left out, a new customer gets the business profile's default term and no limit, and an
    // update keeps what the customer has.
    ...(c.paymentTermDays !== undefined
      ? { payment_term_days: c.paymentTermDays }
      : 'id' in c
        ? {}
        : { payment_term_days: sql`(select default_payment_term_days from business_profile where id = 1)` }),
    ...(c.creditLimit !== undefined ? { credit_limit: c.creditLimit } : {}),
    // Shelf life (issue 39): left out, 0 on a new customer (the column's default) and unchanged on an update.
    ...(c.minShelfLifeDays !== undefined ? { min_shelf_life_days: c.minShelfLifeDays } : {}),
  }),
  check: (c) => checkAddress(c),
  references: [
    { field: 'ongkirId', table: 'ongkir', kind: 'ongkir', id: (c) => c.ongkirId },
    { field: 'priceListId', table: 'price_lists', kind: 'priceList', id: (c) => c.priceListId },
  ],
  inUse: [
    {
      count: (id) => sql`select count(*)::int as n from transactions where customer_id = ${id}`,
      rule: 'customer.orders',
      params: (c) => ({ name: c.name }),
    },
    {
      count: (id) => sql`select count(*)::int as n from standing_orders where customer_id = ${id}`,
      rule: 'customer.standingOrders',
      params: (c) => ({ name: c.name }),
    },
  ],
});
