import { useVisitorCount } from '../../features/content/api/visitor-count.ts';
import { useCountUp } from './count-up.tsx';

const MIN_DIGITS = 7;

/** 累计访问量, fed by access/incr then access/get, counting up as spec §9 says. */
export function VisitorCounter() {
  const { data } = useVisitorCount();
  const value = useCountUp(data);
  const digits = String(value).padStart(Math.max(MIN_DIGITS, String(data ?? 0).length), '0');
  return (
    <div className="pt-visitors" role="status" aria-label={`累计访问量 ${data ?? ''}`}>
      <div className="pt-visitors__label">累计访问量</div>
      <div className="pt-visitors__digits" data-testid="visitor-count" data-value={data ?? ''}>
        {digits.split('').map((digit, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: digits are positional
          <span key={index} className="pt-visitors__digit">
            {digit}
          </span>
        ))}
      </div>
      <div className="pt-visitors__unit">人次</div>
    </div>
  );
}
