/** A frame of the camera as RGBA pixels (ImageData's shape), so tests can hand in drawn images. */
export interface QrFrame {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** Reads the QR codes in a frame: the page feeds it video frames, tests feed it images. */
export interface QrDetector {
  detect(frame: QrFrame): Promise<string[]>;
}

interface BarcodeDetectorLike {
  detect(source: ImageData): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native || typeof ImageData === 'undefined') {
    return null;
  }
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) {
      return null;
    }
    const detector = new Native({ formats: ['qr_code'] });
    return {
      async detect(frame) {
        const found = await detector.detect(new ImageData(frame.data, frame.width, frame.height));
        return found.map((code) => code.rawValue);
      },
    };
  } catch {
    return null;
  }
}

/** jsqr, fetched only here (its own chunk, never the app's main one) for browsers without a QR BarcodeDetector. */
export async function jsqrDetector(): Promise<QrDetector> {
  const { default: jsQR } = await import('jsqr');
  return {
    detect(frame) {
      const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
      return Promise.resolve(found?.data ? [found.data] : []);
    },
  };
}

/** The browser's BarcodeDetector where it reads QR codes, else jsqr. */
export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? jsqrDetector();
}
