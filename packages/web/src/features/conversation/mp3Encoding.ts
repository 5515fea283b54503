import { Mp3Encoder } from '@breezystack/lamejs';

/** Recordings are mp3 at 128 kbps; smaller than 10000 bytes are discarded. */
export const AUDIO_KBPS = 128;
export const MIN_AUDIO_BYTES = 10_000;
/** A rate every mp3 decoder plays; recordings are resampled to it while decoding. */
export const AUDIO_SAMPLE_RATE = 44_100;

const FRAME_SAMPLES = 1152;

/** Float PCM (-1…1) of one or more channels, mixed down to mono 16-bit. */
export function toMonoInt16(channels: readonly Float32Array[]): Int16Array {
  const length = channels[0]?.length ?? 0;
  const mono = new Int16Array(length);
  for (let index = 0; index < length; index++) {
    let sum = 0;
    for (const channel of channels) sum += channel[index] ?? 0;
    const sample = Math.max(-1, Math.min(1, sum / channels.length));
    mono[index] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
  }
  return mono;
}

/** Encodes PCM to a mono mp3 at 128 kbps. */
export function encodeMp3(channels: readonly Float32Array[], sampleRate: number): Uint8Array<ArrayBuffer> {
  const encoder = new Mp3Encoder(1, sampleRate, AUDIO_KBPS);
  const samples = toMonoInt16(channels);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < samples.length; start += FRAME_SAMPLES) {
    const encoded = encoder.encodeBuffer(samples.subarray(start, start + FRAME_SAMPLES));
    if (encoded.length > 0) chunks.push(encoded);
  }
  const tail = encoder.flush();
  if (tail.length > 0) chunks.push(tail);
  const result = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}
