import { useState } from 'react';
import * as S from './UserMenu.styles';

/** The user's photo, or their initials when there is none (or it fails to load). */
export function Avatar({ name, photo }: { name: string; photo: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <S.Avatar aria-hidden="true">
      {photo && failed !== photo ? <img src={photo} alt="" onError={() => setFailed(photo)} /> : initials}
    </S.Avatar>
  );
}
