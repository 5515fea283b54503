import { AUDIO_SAMPLE_RATE, encodeMp3 } from './mp3Encoding';

/** Resampled to a rate every mp3 player knows; browsers without the option decode at their own rate. */
function decodingContext(): AudioContext {
  try {
    return new AudioContext({ sampleRate: AUDIO_SAMPLE_RATE });
  } catch {
    return new AudioContext();
  }
}

/** A MediaRecorder recording (webm/opus, mp4/aac…) decoded to PCM and encoded as mp3 128 kbps. */
export async function recordingToMp3(recording: Blob): Promise<Uint8Array<ArrayBuffer>> {
  const context = decodingContext();
  try {
    const audio = await context.decodeAudioData(await recording.arrayBuffer());
    const channels = Array.from({ length: audio.numberOfChannels }, (_unused, index) => audio.getChannelData(index));
    return encodeMp3(channels, audio.sampleRate);
  } finally {
    void context.close();
  }
}

/** The upload's name the seed's client used, so every recording is recognisable as one. */
export function recordingFileName(now: number): string {
  return `audio-record-site-${now}.mp3`;
}
