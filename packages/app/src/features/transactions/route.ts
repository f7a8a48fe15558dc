import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute(resourceMenus.transaction, () => import('./resource'));
export default route;
