import { ResourceListScreen } from '../../lib/resource/ResourceListScreen';
import { menuResource } from './resource';

export default function MenuManagementScreen() {
  return <ResourceListScreen resource={menuResource} />;
}
