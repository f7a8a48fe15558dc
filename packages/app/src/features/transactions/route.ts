import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/transaction/data', () => import('./resource'));
export default route;
