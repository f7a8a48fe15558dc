import { createListAtoms } from '../../lib/listAtoms';
import { menuApi, type Menu } from './api';

export const menuList = createListAtoms<Menu>({ fetchPage: menuApi.list });
