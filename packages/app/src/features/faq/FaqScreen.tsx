import { Card, PageHeader, Stack } from '@pawon/ui';
import { FAQ_ITEMS, t } from './messages';
import * as S from './faq.styles';

export default function FaqScreen() {
  return (
    <Stack>
      <PageHeader title={t('faq.title')} subtitle={t('faq.description')} />
      <Card>
        <S.List>
          {FAQ_ITEMS.map((n) => (
            <S.Item key={n}>
              <summary>{t(`faq.items.${n}.q`)}</summary>
              <p>{t(`faq.items.${n}.a`)}</p>
            </S.Item>
          ))}
        </S.List>
      </Card>
    </Stack>
  );
}
