import { createListAtoms } from '../../lib/query/lists';
import { userApi, type User } from './api';

export const userList = createListAtoms<User>({ key: 'user', fetchPage: userApi.list });
