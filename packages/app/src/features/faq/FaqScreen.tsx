import { Card, PageHeader, Stack } from '@pawon/ui';
import { faqMessages as m } from './messages';
import * as S from './faq.styles';

export default function FaqScreen() {
  return (
    <Stack>
      <PageHeader title={m.title} subtitle={m.description} />
      <Card>
        <S.List>
          {m.items.map((item) => (
            <S.Item key={item.q}>
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </S.Item>
          ))}
        </S.List>
      </Card>
    </Stack>
  );
}
