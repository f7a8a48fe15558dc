import { createListAtoms } from '../../lib/listAtoms';
import { positionApi, type Position } from './api';

export const positionList = createListAtoms<Position>({ fetchPage: positionApi.list });
