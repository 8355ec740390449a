import { niceMax, scale, ticks } from '../../lib/chartScale.ts';

export interface Bar {
  label: string;
  value: number;
}

const HEIGHT = 220;
const LEFT = 36;
const BOTTOM = 28;
const TOP = 8;

/**
 * A vertical bar chart in plain SVG (no chart library: a few hundred bytes instead of tens of
 * kB). It scales to its container; the figure is described by `title` for screen readers and
 * each bar carries its value as a tooltip.
 */
export function BarChart({
  bars,
  title,
  color = 'fill-brand-600',
  width = 500,
}: {
  bars: readonly Bar[];
  title: string;
  color?: string;
  /** The drawing's width in its own units: about the width it is shown at, so text keeps its size. */
  width?: number;
}) {
  const WIDTH = width;
  const max = niceMax(bars.map((bar) => bar.value));
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const slot = (WIDTH - LEFT) / Math.max(1, bars.length);
  const barWidth = Math.max(4, slot * 0.65);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className="h-auto w-full">
      {ticks(max).map((tick) => {
        const y = TOP + plotHeight - scale(tick, max, plotHeight);
        return (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y} y2={y} className="stroke-slate-200" />
            <text x={LEFT - 6} y={y + 4} textAnchor="end" className="fill-slate-500 text-[12px]">
              {tick}
            </text>
          </g>
        );
      })}
      {bars.map((bar, index) => {
        const height = scale(bar.value, max, plotHeight);
        const x = LEFT + index * slot + (slot - barWidth) / 2;
        return (
          <g key={bar.label}>
            <rect
              x={x}
              y={TOP + plotHeight - height}
              width={barWidth}
              height={height}
              rx={2}
              className={color}
            >
              <title>{`${bar.label}: ${bar.value}`}</title>
            </rect>
            <text
              x={x + barWidth / 2}
              y={HEIGHT - 10}
              textAnchor="middle"
              className="fill-slate-600 text-[12px]"
            >
              {bar.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
