/** A count per day as simple CSS bars (the console loads no chart library). */
export function DayBars({
  days,
  label,
  short = false,
}: {
  days: { date: string; count: number }[];
  /** What the bars show, for screen readers. */
  label: string;
  /** Label the bars with the day of month only (many bars on a narrow screen). */
  short?: boolean;
}) {
  const max = Math.max(1, ...days.map((d) => d.count));
  return (
    <div className="ad-bars" role="img" aria-label={label}>
      {days.map((d) => (
        <div key={d.date} className="ad-bar" title={`${d.date}：${d.count}`}>
          <span>{d.count}</span>
          <div style={{ height: `${(d.count / max) * 100}px` }} />
          <span>{short ? d.date.slice(8) : d.date.slice(5)}</span>
        </div>
      ))}
    </div>
  );
}
