import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/FAQ', () => import('./FaqScreen'));
export default route;
