import { chartDefaults } from '../UiLabels/defaults/chart';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';
/** The chart's numbers as a visually hidden table, so screen-reader users get the data, not only a picture. */
export function ChartDataTable({
  caption,
  labels,
  series,
  format,
}: {
  caption: string;
  labels: readonly string[];
  series: ReadonlyArray<{ label: string; data: readonly (number | null)[] }>;
  format: (value: number) => string;
}) {
  const chart = useUiLabelGroup('chart', chartDefaults);
  return (
    <table data-part="data">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{chart.category}</th>
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((s) => {
              const value = s.data[index];
              return <td key={s.label}>{value === null || value === undefined ? '–' : format(value)}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
