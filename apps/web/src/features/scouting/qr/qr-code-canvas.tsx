import { QR_ERROR_CORRECTION } from '@team7790/shared/scouting/qr-codec';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';

/** Device pixels the code is drawn at (then scaled to its box): about 12 a module for version 20. */
const TARGET_PIXELS = 1200;
/** The blank border every reader needs (4 modules, the standard's quiet zone). */
const QUIET_ZONE = 4;

/**
 * One QR code, black on white in both themes (readers expect dark modules on a light ground), as wide as its box
 * and never taller than the screen allows. Drawn with the `qrcode` package at the codec's error-correction level.
 */
export function QrCodeCanvas({ text, label }: { text: string; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    try {
      const modules = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules.size + 2 * QUIET_ZONE;
      QRCode.toCanvas(
        canvas,
        text,
        {
          errorCorrectionLevel: QR_ERROR_CORRECTION,
          margin: QUIET_ZONE,
          scale: Math.max(4, Math.ceil(TARGET_PIXELS / modules)),
          color: { dark: '#000000', light: '#ffffff' },
        },
        (error) => {
          setFailed(error ? error.message : null);
          // The package sets a pixel width on the canvas; the box decides its size.
          canvas.style.removeProperty('width');
          canvas.style.removeProperty('height');
        },
      );
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'The code could not be drawn.');
    }
  }, [text]);
  if (failed) return <p className="text-sm font-medium text-danger">This code could not be drawn ({failed}).</p>;
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      className="mx-auto block aspect-square w-full max-w-[min(100%,calc(100dvh-16rem))] rounded-md bg-white [image-rendering:pixelated]"
    />
  );
}
