import { createListAtoms } from '../../lib/query/lists';
import { groupApi, type Group } from './api';

export const groupList = createListAtoms<Group>({ key: 'group', fetchPage: groupApi.list });
