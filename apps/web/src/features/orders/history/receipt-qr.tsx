/** The server's QR modules as one SVG path: each row's run of dark modules is one rectangle. */
export function qrPath(rows: string[]): string {
  return rows
    .flatMap((row, y) =>
      [...row.matchAll(/1+/g)].map(
        (run) => `M${run.index + 2} ${y + 2}h${run[0].length}v1h-${run[0].length}z`,
      ),
    )
    .join('');
}

/** SUNAT's QR of a boleta, drawn from the modules the server computed (no QR library in the web bundle). */
export function ReceiptQr({ rows, label, size = 128 }: { rows: string[]; label: string; size?: number }) {
  // Two light modules round the symbol: its quiet zone, also on paper.
  const side = rows.length + 4;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff', flexShrink: 0 }}
    >
      <path d={qrPath(rows)} fill="#000" />
    </svg>
  );
}
