import { ResourceListScreen } from '../../lib/resource/ResourceListScreen';
import { groupResource } from './resource';

export default function GroupsScreen() {
  return <ResourceListScreen resource={groupResource} />;
}
