// Pure geometry for the profit chart: bars around a zero line that fits losses and profits.

interface Bar {
  jaar: number;
  waarde: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function chartBars(
  points: readonly { jaar: number; waarde: number }[],
  width: number,
  height: number,
): { zeroY: number; items: Bar[] } {
  if (points.length === 0) return { zeroY: height, items: [] };
  const max = Math.max(0, ...points.map((p) => p.waarde));
  const min = Math.min(0, ...points.map((p) => p.waarde));
  const span = max - min || 1;
  const zeroY = (max / span) * height;
  const slot = width / points.length;
  const barWidth = Math.min(64, slot * 0.6);
  const items = points.map((p, i) => {
    const h = (Math.abs(p.waarde) / span) * height;
    return {
      jaar: p.jaar,
      waarde: p.waarde,
      x: i * slot + (slot - barWidth) / 2,
      y: p.waarde >= 0 ? zeroY - h : zeroY,
      width: barWidth,
      height: h,
    };
  });
  return { zeroY, items };
}
