import type { ReactNode } from 'react';
import { useBusinessProfile } from '../businessProfile';
import { t as tRoot } from '../rootMessages';
import { t } from './messages';
import * as S from './paper.styles';

/** The business's name from its profile ("Profil usaha"), the app's name until it is read or when none is set. */
export function useBusinessName(): string {
  const { data: profile } = useBusinessProfile();
  return profile?.name ?? tRoot('root.appName');
}

/**
 * A printed paper's heading: the business profile's logo, name, address and phone, and what the paper is
 * (`kind`: INVOICE, STRUK, KARTU PIUTANG) beside them on A4, under them on a receipt.
 */
export function PaperHead({ kind }: { kind: ReactNode }) {
  const { data: profile } = useBusinessProfile();
  const name = useBusinessName();
  return (
    <S.Head>
      <S.Brand>
        {profile?.logo ? <S.Logo src={profile.logo} alt={t('print.logo', { name })} /> : null}
        <S.Identity>
          <strong>{name}</strong>
          {profile?.address ? <span>{profile.address}</span> : null}
          {profile?.phone ? (
            <span>
              {t('print.phone')} <S.Whole data-testid="business-phone">{profile.phone}</S.Whole>
            </span>
          ) : null}
        </S.Identity>
      </S.Brand>
      <S.Kind>{kind}</S.Kind>
    </S.Head>
  );
}
