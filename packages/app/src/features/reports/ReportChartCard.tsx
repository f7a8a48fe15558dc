import { lazy, Suspense, type ComponentProps } from 'react';
import { Card, Skeleton } from '@pawon/ui';

// The chart library is large: it loads apart, once a report has figures to draw.
const ReportChart = lazy(() => import('./ReportChart'));

/** A report's chart in its card (left out of print), with a placeholder while the chart code loads. */
export function ReportChartCard({
  subtitle,
  ...chart
}: ComponentProps<typeof ReportChart> & { subtitle: string }) {
  return (
    <Card title={chart.title} subtitle={subtitle} data-print="hide">
      <Suspense fallback={<Skeleton variant="rect" height="18rem" />}>
        <ReportChart {...chart} />
      </Suspense>
    </Card>
  );
}
