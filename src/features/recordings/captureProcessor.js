/* global registerProcessor, AudioWorkletProcessor */
// Runs in the browser's audio thread: hands each block of the microphone's first channel to
// the page, copied (the engine reuses its buffers). A plain script, loaded by URL
// (audioWorklet.addModule), since worklets cannot import the app's modules.

class CaptureProcessor extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel && channel.length > 0) this.port.postMessage(channel.slice(0));
    return true;
  }
}

registerProcessor('kahani-capture', CaptureProcessor);
