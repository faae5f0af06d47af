/**
 * Scanning in the Android app: the ML Kit plugin (@capacitor-mlkit/barcode-scanning) runs the camera behind the
 * WebView with ML Kit's bundled model, which needs no network and no Play Services download. The plugin is loaded only
 * inside the app (mlkit-deps.ts); tests pass their own.
 */
export interface NativeScanDeps {
  /** Asks for the camera permission; true when it is granted. */
  requestCamera(): Promise<boolean>;
  /** Starts the camera behind the page; each QR code it reads is passed on as text (many times a second). */
  start(onText: (text: string) => void, onError: (message: string) => void): Promise<void>;
  stop(): Promise<void>;
}

/** A barcode as the plugin reports it. */
export interface NativeBarcode {
  rawValue?: string;
  bytes?: number[];
}

/** A barcode's text: ML Kit's reading when it made one, else its bytes (this app's codes are ASCII). */
export function barcodeText(barcode: NativeBarcode): string | null {
  if (barcode.rawValue) return barcode.rawValue;
  if (barcode.bytes?.length) return String.fromCharCode(...barcode.bytes.map((b) => b & 0xff));
  return null;
}

/**
 * Hides the page so the camera behind the WebView shows through, all but `keep` (the scanner's own controls): the
 * elements are hidden, and the page's backgrounds made transparent. Returns the undo.
 */
export function revealCameraBehindPage(keep: HTMLElement, root: Document = document): () => void {
  const html = root.documentElement;
  const body = root.body;
  const before = {
    htmlBackground: html.style.background,
    htmlScheme: html.style.colorScheme,
    bodyBackground: body.style.background,
    bodyVisibility: body.style.visibility,
    keepVisibility: keep.style.visibility,
  };
  html.style.background = 'transparent';
  // A dark colour scheme paints the page's ground dark even with no background.
  html.style.colorScheme = 'light';
  body.style.background = 'transparent';
  body.style.visibility = 'hidden';
  keep.style.visibility = 'visible';
  return () => {
    html.style.background = before.htmlBackground;
    html.style.colorScheme = before.htmlScheme;
    body.style.background = before.bodyBackground;
    body.style.visibility = before.bodyVisibility;
    keep.style.visibility = before.keepVisibility;
  };
}

export type NativeScanStart = 'started' | 'denied' | 'failed';

/** Asks for the camera, then starts scanning; the page is hidden only once the camera runs. */
export async function startNativeScan(
  deps: NativeScanDeps,
  keep: HTMLElement,
  onText: (text: string) => void,
  onError: (message: string) => void,
  root: Document = document,
): Promise<{ outcome: NativeScanStart; stop: () => Promise<void> }> {
  const none = { stop: async () => undefined };
  try {
    if (!(await deps.requestCamera())) return { outcome: 'denied', ...none };
  } catch {
    return { outcome: 'denied', ...none };
  }
  let undo: (() => void) | null = null;
  try {
    await deps.start(onText, onError);
    undo = revealCameraBehindPage(keep, root);
  } catch (error) {
    await deps.stop().catch(() => undefined);
    onError(error instanceof Error ? error.message : 'The camera could not start.');
    return { outcome: 'failed', ...none };
  }
  let stopped = false;
  return {
    outcome: 'started',
    stop: async () => {
      if (stopped) return;
      stopped = true;
      undo?.();
      await deps.stop().catch(() => undefined);
    },
  };
}
