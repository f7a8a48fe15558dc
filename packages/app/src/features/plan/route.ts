import { defineRoute } from '../../lib/routes';

export default defineRoute('/plan/production', () => import('./PlanScreen'));
