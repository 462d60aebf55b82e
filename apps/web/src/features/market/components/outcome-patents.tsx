import type { OutcomeDetail } from '@portal/shared/api/market';

/** The patents an organisation listed with its outcome: number and name, one a line. */
export function OutcomePatents({ patents }: { patents: OutcomeDetail['patents'] }) {
  if (!patents.length) return <>—</>;
  return (
    <ul className="mk-patents" data-testid="outcome-patents">
      {patents.map((p) => (
        <li key={p.no}>
          <span className="mk-patents__no">{p.no}</span> {p.name}
        </li>
      ))}
    </ul>
  );
}
