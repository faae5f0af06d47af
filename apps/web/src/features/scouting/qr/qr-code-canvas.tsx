import { QR_ERROR_CORRECTION } from '@team7790/shared/scouting/qr-codec';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';

/** The blank border every reader needs (4 modules, the standard's quiet zone). */
const QUIET_ZONE = 4;

/**
 * One QR code, black on white in both themes (readers expect dark modules on a light ground), as wide as its box
 * and never taller than the screen allows. Each module is a whole number of the screen's own pixels: a code scaled by
 * a fraction gets modules of uneven widths, which readers (jsQR among them) then miss.
 */
export function QrCodeCanvas({ text, label }: { text: string; label: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    setBoxWidth(box.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBoxWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || boxWidth <= 0) return;
    try {
      const modules = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules.size + 2 * QUIET_ZONE;
      const ratio = window.devicePixelRatio || 1;
      const scale = Math.max(1, Math.floor((boxWidth * ratio) / modules));
      QRCode.toCanvas(
        canvas,
        text,
        { errorCorrectionLevel: QR_ERROR_CORRECTION, margin: QUIET_ZONE, scale, color: { dark: '#000000', light: '#ffffff' } },
        (error) => {
          setFailed(error ? error.message : null);
          // The package sizes the canvas in CSS pixels; one canvas pixel is one screen pixel here.
          const side = `${(modules * scale) / ratio}px`;
          canvas.style.width = side;
          canvas.style.height = side;
        },
      );
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'The code could not be drawn.');
    }
  }, [text, boxWidth]);

  return (
    <div ref={boxRef} className="mx-auto flex aspect-square w-full max-w-[min(100%,calc(100dvh-16rem))] items-center justify-center">
      {failed ? (
        <p className="text-sm font-medium text-danger">This code could not be drawn ({failed}).</p>
      ) : (
        <canvas ref={canvasRef} role="img" aria-label={label} className="block bg-white [image-rendering:pixelated]" />
      )}
    </div>
  );
}
