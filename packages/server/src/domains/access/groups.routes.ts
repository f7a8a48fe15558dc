import { groups } from './groups.js';
import { crudHandlers } from '../../routes/crud.js';

export const groupHandlers = crudHandlers(groups, {
  list: 'groupList',
  add: 'groupAdd',
  update: 'groupUpdate',
  delete: 'groupDelete',
});
