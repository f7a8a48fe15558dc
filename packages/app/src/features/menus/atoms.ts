import type { ListSource } from '../../lib/query/lists';
import { menuApi, type Menu } from './api';

export const menuList: ListSource<Menu> = { key: 'menu', fetchPage: menuApi.list };
