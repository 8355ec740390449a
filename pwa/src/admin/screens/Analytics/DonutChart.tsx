import { percent } from '../../lib/chartScale.ts';

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The track and the share are the same ring; the share is dashed to its length. */
const RING = { cx: 50, cy: 50, r: RADIUS, fill: 'none', strokeWidth: 12 } as const;

/** One share of a whole as a ring (stroke-dasharray on a circle), with the percent inside. */
export function DonutChart({ part, total, label }: { part: number; total: number; label: string }) {
  const share = percent(part, total);
  const dash = (share / 100) * CIRCUMFERENCE;
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={`${label}: ${share}%`} className="size-40">
      <circle {...RING} className="stroke-slate-200" />
      <circle
        {...RING}
        strokeDasharray={`${dash} ${CIRCUMFERENCE - dash}`}
        transform="rotate(-90 50 50)"
        className="stroke-red-600"
      />
      <text x="50" y="55" textAnchor="middle" className="fill-slate-900 text-[14px] font-bold">
        {share}%
      </text>
    </svg>
  );
}
