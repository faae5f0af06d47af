import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { startNativeScan } from './native-scanner.ts';

type NativeState = 'idle' | 'starting' | 'running' | 'denied' | 'failed';

/**
 * The Android app's camera (ML Kit, behind the page): while it runs, the page is hidden and only the aiming frame,
 * `status` (what the last code did) and "Stop camera" show over the camera's picture.
 */
export function NativeCamera({ onText, status }: { onText: (text: string) => void; status: ReactNode }) {
  const keepRef = useRef<HTMLDivElement>(null);
  const stopRef = useRef<(() => Promise<void>) | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  const [state, setState] = useState<NativeState>('idle');
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    const keep = keepRef.current;
    if (!keep) return;
    setState('starting');
    setError(null);
    const { mlkitScanDeps } = await import('./mlkit-deps.ts');
    const scan = await startNativeScan(mlkitScanDeps(), keep, (text) => onTextRef.current(text), setError);
    stopRef.current = scan.stop;
    setState(scan.outcome === 'started' ? 'running' : scan.outcome);
  };

  const stop = async () => {
    const current = stopRef.current;
    stopRef.current = null;
    setState('idle');
    await current?.();
  };

  // Leaving the page (the back button too) stops the camera and shows the page again.
  useEffect(() => () => void stopRef.current?.(), []);

  return (
    <div className="flex flex-col gap-3">
      {state === 'denied' && (
        <p role="alert" className="text-sm font-medium text-danger">
          The camera was not allowed. Allow it in the app’s settings, or scan a photo of the code below.
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-danger">
          The camera could not start{error ? ` (${error})` : ''}. Scan a photo of the code below instead.
        </p>
      )}
      <Button className="h-14 text-base" onClick={() => void start()} disabled={state === 'starting' || state === 'running'}>
        <Camera aria-hidden="true" className="size-5" />
        Start camera
      </Button>
      {createPortal(
        <div ref={keepRef} hidden={state !== 'running'} className="fixed inset-0 z-50 flex flex-col justify-end">
          <div aria-hidden="true" className="pointer-events-none flex flex-1 items-center justify-center">
            <div className="aspect-square w-3/4 max-w-80 rounded-2xl border-4 border-white/80" />
          </div>
          <div className="flex flex-col gap-3 bg-black/80 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-white">
            {status}
            {error && <p className="text-sm font-medium">{error}</p>}
            <Button variant="secondary" className="h-14 text-base" onClick={() => void stop()}>
              <CameraOff aria-hidden="true" className="size-5" />
              Stop camera
            </Button>
          </div>
        </div>,
        document.body,
      )}
    </div>
  );
}
