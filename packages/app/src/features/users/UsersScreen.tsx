import { useMemo } from 'react';
import { useRights } from '../../lib/rights';
import { ResourceListScreen } from '../../lib/resource/ResourceListScreen';
import { userResource, withUserActions } from './resource';

export default function UsersScreen() {
  const rights = useRights(userResource.menuUrl);
  const resource = useMemo(() => withUserActions(rights.update), [rights.update]);
  return <ResourceListScreen resource={resource} />;
}
