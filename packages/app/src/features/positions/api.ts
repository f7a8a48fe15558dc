import type { Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { listRequestBody, type ListQuery, type PageResult } from '../../lib/listAtoms';

export type Position = Schemas['Position'];
type SortBy = NonNullable<Schemas['PositionListRequest']['sortBy']>;
const SORTABLE: readonly [SortBy, ...SortBy[]] = ['code', 'name', 'userCount'];

export interface PositionFormValues {
  code: string;
  name: string;
  description: string;
}

const bodyOf = (values: PositionFormValues) => ({
  code: values.code.trim(),
  name: values.name.trim(),
  description: values.description.trim() || null,
});

export const positionApi = {
  async list(query: ListQuery): Promise<PageResult<Position>> {
    return unwrap(
      api.POST('/api/position/list', {
        body: listRequestBody(query, SORTABLE),
      }),
    );
  },
  async create(values: PositionFormValues): Promise<Position> {
    return (await unwrap(api.POST('/api/position/add', { body: bodyOf(values) }))).datas;
  },
  async update(record: Position, values: PositionFormValues): Promise<Position> {
    return (
      await unwrap(
        api.POST('/api/position/update', {
          body: { id: record.id, version: record.version, ...bodyOf(values) },
        }),
      )
    ).datas;
  },
  async remove(record: Position): Promise<number[]> {
    const result = await unwrap(
      api.DELETE('/api/position/delete/{id}', { params: { path: { id: record.id } } }),
    );
    return [result.id];
  },
};
