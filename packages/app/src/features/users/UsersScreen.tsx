import { useMemo } from 'react';
import { useRights } from '../../lib/rights';
import { ResourceListScreen } from '../../lib/resource/ResourceListScreen';
import { userResource, withResetPassword } from './resource';

export default function UsersScreen() {
  const rights = useRights(userResource.menuUrl);
  const resource = useMemo(() => withResetPassword(rights.update), [rights.update]);
  return <ResourceListScreen resource={resource} />;
}
