/// <reference lib="webworker" />
// The speech recogniser, off the page's thread: soundswallower (WebAssembly) decoding the
// microphone's 8 kHz audio against a small grammar of the words the child is about to read.
// Nothing leaves the device; the model files come from the app's own server once and are
// then kept by the browser.
import createModule from 'soundswallower';
import { DECODER_CONFIG } from './decoderConfig';
import { MODEL_FILES } from './modelFiles';
import type { FromRecogniser, ToRecogniser } from './protocol';
import { StretchDecoder, type DecoderLike } from './stretchDecoder';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let decoder: StretchDecoder | null = null;
const send = (message: FromRecogniser) => scope.postMessage(message);

// The recogniser asks for optional model files this model does not have (an LDA transform);
// they are answered "not found" here rather than by the server, which may answer any unknown
// address with the app's page.
const fetchFile = scope.fetch.bind(scope);
const modelFiles = new Set(Object.values(MODEL_FILES));
scope.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), scope.location.href);
  return modelFiles.has(url.href) || url.pathname.endsWith('.wasm')
    ? fetchFile(input, init)
    : Promise.resolve(new Response(null, { status: 404, statusText: 'Not Found' }));
};

async function load(audio: MessagePort) {
  const module = await createModule({ defaultModel: null } as never);
  const raw = new module.Decoder({ ...DECODER_CONFIG, ...MODEL_FILES, loglevel: 'FATAL' });
  await raw.initialize();
  decoder = new StretchDecoder(raw as unknown as DecoderLike);
  audio.onmessage = (event: MessageEvent<Float32Array>) => {
    const hypothesis = decoder?.push(event.data);
    if (hypothesis) send({ type: 'hypothesis', hypothesis });
  };
  send({ type: 'ready' });
}

scope.onmessage = (event: MessageEvent<ToRecogniser>) => {
  const message = event.data;
  try {
    if (message.type === 'load') {
      load(message.audio).catch((error: unknown) =>
        send({ type: 'failed', message: String(error) }),
      );
    } else if (message.type === 'listen') {
      const hypothesis = decoder?.listen(message.stretch);
      if (hypothesis) send({ type: 'hypothesis', hypothesis });
    } else {
      decoder?.end();
    }
  } catch (error) {
    send({ type: 'failed', message: String(error) });
  }
};
