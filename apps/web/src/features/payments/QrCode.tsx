import { useMemo } from "react";
import { encode } from "uqr";

/** A QR code of a wallet link (BIP 21 `bitcoin:…?amount=`), so a phone's wallet app can scan address and amount. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size } = encode(value, { border: 2 });
    let d = "";
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, size };
  }, [value]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      className="size-44 rounded-lg bg-white"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="payment-qr"
      data-value={value}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
