import jsQR from 'jsqr';

/** An image's pixels, RGBA row by row: a canvas's ImageData, or the same shape made elsewhere (a test's PNG). */
export type QrImage = Pick<ImageData, 'data' | 'width' | 'height'>;

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(image: ImageData): Promise<{ rawValue: string; format: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<BarcodeDetectorLike | null> | null = null;

/** The browser's own QR reader where it has one that reads QR codes (Chrome on Android, macOS); null elsewhere. */
function browserDetector(): Promise<BarcodeDetectorLike | null> {
  detector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

/** jsQR alone: the reader everywhere the browser has none (and in Node, for tests). */
export function decodeQrImageWithJsqr(image: QrImage): string | null {
  // The app draws its codes dark on light, so inverted images are not tried (half the work on every empty frame).
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  return found?.data ? found.data : null;
}

/**
 * The text of the QR code in one image, or null when none reads: the scanner's one decoder, for camera frames and
 * photos alike. The browser's BarcodeDetector when it has one, else jsQR.
 */
export async function decodeQrImage(image: QrImage): Promise<string | null> {
  if (typeof ImageData !== 'undefined' && image instanceof ImageData) {
    const reader = await browserDetector();
    if (reader) {
      try {
        const codes = await reader.detect(image);
        const text = codes.find((c) => c.format === 'qr_code' && c.rawValue)?.rawValue;
        if (text) return text;
        return null;
      } catch {
        // A detector that fails on this image: jsQR tries it.
      }
    }
  }
  return decodeQrImageWithJsqr(image);
}

/** The pixels of what a video or picture shows, at most `maxSide` pixels on its longer side (large photos are slow). */
export function imageDataOf(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
  maxSide = 1280,
): ImageData | null {
  if (!width || !height) return null;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** The QR code in a picture file (a photo taken where the camera stream is refused, or a screenshot). */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    // A photo of a screen: the code is a small part of a large picture, so try it sharper if the first look misses.
    for (const side of [1280, 2048]) {
      const image = imageDataOf(bitmap, bitmap.width, bitmap.height, undefined, side);
      const text = image && (await decodeQrImage(image));
      if (text) return text;
      if (Math.max(bitmap.width, bitmap.height) <= side) break;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
