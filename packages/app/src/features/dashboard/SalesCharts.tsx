import { AreaChart, Card, ErrorState, Icon, Skeleton, WeeklyBarChart, formatMonth } from '@pawon/ui';
import { formatPercent, formatRupiah, todayIn } from '../../lib/format';
import { t } from './messages';
import { weeklyIncome, weeklyItems } from './salesData';
import { useAfterIdle, useWidgetData } from './streaming';
import { untilThisWeek } from './weeks';
import * as S from './dashboard.styles';

/** The weeks of a month on a chart's axis, in the user's language (the server's categories count them). */
const weekLabels = (n: number) => Array.from({ length: n }, (_, i) => t('dashboard.weekN', { n: i + 1 }));

/** Items per week, this month above the axis and last month below it (absolute values on the axis). */
function WeeklyItemsCard({ drawn }: { drawn: boolean }) {
  const { data, error, retry } = useWidgetData(weeklyItems);
  const [current, previous] = data?.series ?? [];
  return (
    <Card
      title={t('dashboard.weeklyItems')}
      subtitle={
        current && previous
          ? t('dashboard.weeklyItemsText', {
              current: formatMonth(current.month),
              previous: formatMonth(previous.month),
            })
          : undefined
      }
    >
      {error ? (
        <ErrorState title={t('dashboard.loadFailed')} onRetry={retry} />
      ) : !data || !current || !previous || !drawn ? (
        <Skeleton variant="rect" height="18rem" />
      ) : (
        <WeeklyBarChart
          title={t('dashboard.weeklyItems')}
          hideTitle
          labels={weekLabels(data.categories.length)}
          above={{ label: formatMonth(current.month), data: current.data }}
          below={{ label: formatMonth(previous.month), data: previous.data }}
          formatter="number"
        />
      )}
    </Card>
  );
}

/** This week's revenue against last week's, with the month's revenue per week. */
function WeeklyIncomeCard({ drawn }: { drawn: boolean }) {
  const { data, error, retry } = useWidgetData(weeklyIncome);
  const up = data ? data.total >= data.lastWeek : true;
  return (
    <Card title={t('dashboard.weeklyIncome')}>
      {error ? (
        <ErrorState title={t('dashboard.loadFailed')} onRetry={retry} />
      ) : !data ? (
        <Skeleton variant="rect" height="18rem" />
      ) : (
        <>
          <S.Income>
            <strong>{formatRupiah(data.total)}</strong>
            <span data-trend={up ? 'up' : 'down'}>
              <Icon name={up ? 'bx-up-arrow-alt' : 'bx-down-arrow-alt'} />
              {formatPercent(Math.abs(data.percentage), { maximumFractionDigits: 1 })}
            </span>
          </S.Income>
          <S.Caption>
            {t('dashboard.incomeCaption', {
              amount: formatRupiah(data.amount),
              direction: up ? 'up' : 'down',
            })}
          </S.Caption>
          {drawn ? (
            <AreaChart
              title={t('dashboard.weeklyIncomeChart')}
              hideTitle
              height="12rem"
              labels={weekLabels(data.categories.length)}
              series={data.series.map((s) => ({
                label: formatMonth(s.month),
                data: untilThisWeek(s.data, todayIn()),
              }))}
            />
          ) : (
            <Skeleton variant="rect" height="12rem" />
          )}
        </>
      )}
    </Card>
  );
}

/**
 * The two chart cards. Their figures show as they arrive; each canvas is drawn once the browser is idle after the
 * first paint, the second after the first (issue 17: no long task of chart.js before the page answers input).
 */
export default function SalesCharts() {
  const first = useAfterIdle();
  const second = useAfterIdle(first);
  return (
    <S.Charts>
      <WeeklyItemsCard drawn={first} />
      <WeeklyIncomeCard drawn={second} />
    </S.Charts>
  );
}
