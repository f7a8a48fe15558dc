import type { ListSource } from '../../lib/query/lists';
import { groupApi, type Group } from './api';

export const groupList: ListSource<Group> = { key: 'group', fetchPage: groupApi.list };
