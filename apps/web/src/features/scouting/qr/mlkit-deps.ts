import { BarcodeFormat, BarcodeScanner, LensFacing, Resolution } from '@capacitor-mlkit/barcode-scanning';
import { barcodeText, type NativeScanDeps } from './native-scanner.ts';

/** The real ML Kit plugin, for the Android app (loaded only there); tests pass their own deps. */
export function mlkitScanDeps(): NativeScanDeps {
  return {
    async requestCamera() {
      const { camera } = await BarcodeScanner.requestPermissions();
      return camera === 'granted' || camera === 'limited';
    },
    async start(onText, onError) {
      await BarcodeScanner.removeAllListeners();
      await BarcodeScanner.addListener('barcodesScanned', (event) => {
        for (const barcode of event.barcodes) {
          if (barcode.format !== BarcodeFormat.QrCode) continue;
          const text = barcodeText(barcode);
          if (text) onText(text);
        }
      });
      await BarcodeScanner.addListener('scanError', (event) => onError(event.message));
      // 1280x720 gives a version 20 code 5-8 camera pixels a module when it fills half the frame.
      await BarcodeScanner.startScan({ formats: [BarcodeFormat.QrCode], lensFacing: LensFacing.Back, resolution: Resolution['1280x720'] });
    },
    async stop() {
      await BarcodeScanner.removeAllListeners();
      await BarcodeScanner.stopScan();
    },
  };
}
