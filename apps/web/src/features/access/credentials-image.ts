/** The one-click credentials as a 536×230 PNG (accounts spec §2). */
export const CREDENTIALS_IMAGE = { width: 536, height: 230 } as const;

export async function credentialsImage(o: {
  brand: string;
  idLabel: string;
  passwordLabel: string;
  customerId: string;
  password: string;
}): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = CREDENTIALS_IMAGE.width;
  canvas.height = CREDENTIALS_IMAGE.height;
  const g = canvas.getContext("2d");
  if (!g) throw new Error("canvas unavailable");
  g.fillStyle = "#12162a";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = "#f5c542";
  g.fillRect(0, 0, canvas.width, 6);
  g.font = "bold 26px system-ui, sans-serif";
  g.fillText(o.brand, 28, 52);
  const row = (label: string, value: string, y: number) => {
    g.fillStyle = "#a9b1cc";
    g.font = "16px system-ui, sans-serif";
    g.fillText(label, 28, y);
    g.fillStyle = "#f2f4fb";
    g.font = "bold 26px ui-monospace, monospace";
    g.fillText(value, 28, y + 32);
  };
  row(o.idLabel, o.customerId, 100);
  row(o.passwordLabel, o.password, 170);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no image"))), "image/png"));
}

export function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
