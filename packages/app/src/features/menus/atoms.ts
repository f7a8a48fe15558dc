import { createListAtoms } from '../../lib/query/lists';
import { menuApi, type Menu } from './api';

export const menuList = createListAtoms<Menu>({ key: 'menu', fetchPage: menuApi.list });
