import type { Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { grantsFrom, type MenuGrant } from '../../lib/menuRights/grants';

export type IntegrationToken = Schemas['IntegrationToken'];
export type IntegrationTokenInput = Schemas['IntegrationTokenInput'];

/** The add form's values: the address ranges as typed (one a line or comma separated), the scopes by menu id. */
export interface TokenFormValues {
  name: string;
  /** `YYYY-MM-DD`, or null for no end. */
  expiresOn: string | null;
  ipRanges: string;
  /** Grants by menu id (as text: form state keys); only menus with a screen. */
  scopes: Record<string, MenuGrant>;
}

/** The ranges typed in the field: one a line or comma separated, blanks left out. */
export const splitRanges = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((range) => range.trim())
    .filter(Boolean);

/** The add body from the form's values (view is implied by a scope). */
export function toInput(values: TokenFormValues): IntegrationTokenInput {
  return {
    name: values.name.trim(),
    expiresOn: values.expiresOn || null,
    ipRanges: splitRanges(values.ipRanges),
    scopes: grantsFrom(values.scopes),
  };
}

export const tokenApi = {
  /** Makes a token: the record, and the token itself, answered this once. */
  async add(input: IntegrationTokenInput): Promise<{ datas: IntegrationToken; token: string }> {
    const { datas, token } = await unwrap(api.POST('/api/integration-token/add', { body: input }));
    return { datas, token };
  },
  /** Revokes a token at once. */
  async revoke(id: number): Promise<void> {
    await unwrap(api.POST('/api/integration-token/revoke/{id}', { params: { path: { id } } }));
  },
};
