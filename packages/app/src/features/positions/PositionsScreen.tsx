import { ResourceListScreen } from '../../lib/resource/ResourceListScreen';
import { positionResource } from './resource';

export default function PositionsScreen() {
  return <ResourceListScreen resource={positionResource} />;
}
