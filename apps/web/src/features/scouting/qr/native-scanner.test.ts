import { describe, expect, it } from 'vitest';
import { barcodeText, startNativeScan, type NativeScanDeps } from './native-scanner.ts';

/** The plugin's JS side as the app sees it: a camera that may be refused, and codes it reads. */
function fakePlugin(granted: boolean, startFails = false) {
  const calls: string[] = [];
  let emit: ((text: string) => void) | null = null;
  const deps: NativeScanDeps = {
    requestCamera: async () => {
      calls.push('permission');
      return granted;
    },
    start: async (onText) => {
      calls.push('start');
      if (startFails) throw new Error('Camera in use');
      emit = onText;
    },
    stop: async () => {
      calls.push('stop');
      emit = null;
    },
  };
  return { deps, calls, read: (text: string) => emit?.(text) };
}

/** Just the styles the scanner touches, as a page would have them. */
function fakePage() {
  const style = () => ({ background: '', colorScheme: '', visibility: '' }) as CSSStyleDeclaration;
  const root = { documentElement: { style: style() }, body: { style: style() } } as unknown as Document;
  const keep = { style: style() } as HTMLElement;
  return { root, keep };
}

describe('scanning in the Android app', () => {
  it('reads a code ML Kit gave as text, or as bytes when it made no text', () => {
    expect(barcodeText({ rawValue: 'T7790R1:abc.' })).toBe('T7790R1:abc.');
    expect(barcodeText({ bytes: [...'T7790R1:xyz.'].map((c) => c.charCodeAt(0)) })).toBe('T7790R1:xyz.');
    expect(barcodeText({})).toBeNull();
  });

  it('hides the page while the camera runs behind it, keeps the controls, and undoes it all on stop', async () => {
    const plugin = fakePlugin(true);
    const { root, keep } = fakePage();
    const read: string[] = [];
    const original = document_(root);
    const scan = await startNativeScanIn(root, plugin.deps, keep, (t) => read.push(t));
    expect(scan.outcome).toBe('started');
    expect(root.body.style.visibility).toBe('hidden');
    expect(root.body.style.background).toBe('transparent');
    expect(root.documentElement.style.background).toBe('transparent');
    expect(keep.style.visibility).toBe('visible');
    plugin.read('T7790R1:first.');
    expect(read).toEqual(['T7790R1:first.']);
    await scan.stop();
    await scan.stop();
    expect(plugin.calls).toEqual(['permission', 'start', 'stop']);
    expect(document_(root)).toEqual(original);
    plugin.read('T7790R1:after.');
    expect(read).toHaveLength(1);
  });

  it('a refused camera starts nothing and leaves the page as it was', async () => {
    const plugin = fakePlugin(false);
    const { root, keep } = fakePage();
    const scan = await startNativeScanIn(root, plugin.deps, keep, () => undefined);
    expect(scan.outcome).toBe('denied');
    expect(plugin.calls).toEqual(['permission']);
    expect(root.body.style.visibility).toBe('');
  });

  it('a camera that fails to start is stopped and said why', async () => {
    const plugin = fakePlugin(true, true);
    const { root, keep } = fakePage();
    const errors: string[] = [];
    const scan = await startNativeScanIn(root, plugin.deps, keep, () => undefined, errors);
    expect(scan.outcome).toBe('failed');
    expect(errors).toEqual(['Camera in use']);
    expect(plugin.calls).toEqual(['permission', 'start', 'stop']);
    expect(root.body.style.visibility).toBe('');
  });
});

const document_ = (root: Document) => ({
  html: { ...root.documentElement.style },
  body: { ...root.body.style },
});

function startNativeScanIn(root: Document, deps: NativeScanDeps, keep: HTMLElement, onText: (t: string) => void, errors: string[] = []) {
  return startNativeScan(deps, keep, onText, (m) => errors.push(m), root);
}
