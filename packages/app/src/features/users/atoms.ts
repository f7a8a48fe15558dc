import { createListAtoms } from '../../lib/listAtoms';
import { userApi, type User } from './api';

export const userList = createListAtoms<User>({ fetchPage: userApi.list });
