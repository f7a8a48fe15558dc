import type { ListSource } from '../../lib/query/lists';
import { userApi, type User } from './api';

export const userList: ListSource<User> = { key: 'user', fetchPage: userApi.list };
