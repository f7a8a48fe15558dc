import { createListAtoms } from '../../lib/listAtoms';
import { groupApi, type Group } from './api';

export const groupList = createListAtoms<Group>({ fetchPage: groupApi.list });
