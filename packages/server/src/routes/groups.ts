import { groups } from '../services/groups.js';
import { crudHandlers } from './crud.js';

export const groupHandlers = crudHandlers(groups, {
  list: 'groupList',
  add: 'groupAdd',
  update: 'groupUpdate',
  delete: 'groupDelete',
});
