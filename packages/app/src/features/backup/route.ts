import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute(resourceMenus.backup, () => import('./BackupScreen'));
export default route;
