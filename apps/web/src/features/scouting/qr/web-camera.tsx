import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { decodeQrImage, imageDataOf } from './qr-decoder.ts';

type CameraState = 'idle' | 'starting' | 'running' | 'denied' | 'unavailable' | 'failed';

/** Between two looks at the camera's picture: about 6 a second, light enough for a phone. */
const FRAME_GAP_MS = 150;

const PROBLEMS: Partial<Record<CameraState, string>> = {
  denied: 'The camera was not allowed. Allow it in the browser’s site settings, or scan a photo of the code below.',
  unavailable: 'No camera can be opened here (a camera needs a secure https page). Scan a photo of the code below instead.',
  failed: 'The camera could not start. Scan a photo of the code below instead.',
};

/**
 * The browser's camera (getUserMedia, the back camera where there is one): each frame is read with the scanner's one
 * decoder, and every text read is passed on (the page filters a code that stays in view).
 */
export function WebCamera({ onText }: { onText: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  const [state, setState] = useState<CameraState>('idle');

  const stop = () => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setState('idle');
  };

  const start = async () => {
    const media = globalThis.navigator?.mediaDevices;
    if (!media?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      streamRef.current = await media.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      });
      setState('running');
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      setState(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'denied'
          : name === 'NotFoundError' || name === 'OverconstrainedError'
            ? 'unavailable'
            : 'failed',
      );
    }
  };

  // The stream goes to the video once it is on the page; frames are read until the camera stops.
  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'running' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
    const canvas = document.createElement('canvas');
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const image = imageDataOf(video, video.videoWidth, video.videoHeight, canvas);
        const text = image ? await decodeQrImage(image) : null;
        if (cancelled) return;
        if (text) onTextRef.current(text);
      }
      if (!cancelled) timer = setTimeout(() => void look(), FRAME_GAP_MS);
    };
    void look();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      video.srcObject = null;
    };
  }, [state]);

  // Leaving the page turns the camera off.
  useEffect(() => () => streamRef.current?.getTracks().forEach((t) => t.stop()), []);

  const running = state === 'running' || state === 'starting';
  return (
    <div className="flex flex-col gap-3">
      {running && (
        <div className="relative overflow-hidden rounded-xl bg-black">
          <video ref={videoRef} muted playsInline className="aspect-[4/3] w-full object-cover" aria-label="Camera picture" />
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <div className="aspect-square w-3/4 max-w-80 rounded-2xl border-4 border-white/80" />
          </div>
        </div>
      )}
      {PROBLEMS[state] && (
        <p role="alert" className="text-sm font-medium text-danger">
          {PROBLEMS[state]}
        </p>
      )}
      {running ? (
        <Button variant="secondary" className="h-14 text-base" onClick={stop}>
          <CameraOff aria-hidden="true" className="size-5" />
          Stop camera
        </Button>
      ) : (
        <Button className="h-14 text-base" onClick={() => void start()}>
          <Camera aria-hidden="true" className="size-5" />
          Start camera
        </Button>
      )}
    </div>
  );
}
