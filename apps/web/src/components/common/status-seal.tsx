import './status-seal.css';

/**
 * The status mark of market items (spec §3): a red double-ring stamp when traded / unveiled,
 * otherwise the plain 未交易 / 未揭榜 label. Shared by the home boards and the market pages.
 */
export function StatusSeal({
  done,
  label,
  size = 46,
}: {
  done: boolean;
  label: string;
  size?: number;
}) {
  return done ? (
    <span
      className="pt-seal"
      style={{ width: size, height: size, fontSize: Math.round(size / 4) }}
      data-testid="traded-seal"
    >
      {label}
    </span>
  ) : (
    <span className="pt-seal-open" data-testid="open-label">
      {label}
    </span>
  );
}
