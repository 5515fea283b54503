import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingFileName, recordingToMp3 } from './audioRecording';
import { MIN_AUDIO_BYTES } from './mp3Encoding';

/** Well under the 10000-byte minimum (about 0.6 s at 128 kbps): a failure to decode that is "too short". */
const UNDECODABLE_SHORT_MS = 600;

export type RecorderState = 'idle' | 'starting' | 'recording' | 'encoding';

export type RecordingResult = { kind: 'file'; file: File } | { kind: 'tooShort' } | { kind: 'cancelled' };

interface Session {
  startedAt: number;
  stream: MediaStream;
  recorder: MediaRecorder;
  chunks: Blob[];
  stopped: Promise<void>;
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Audio recording: start, then cancel or finish. Finishing encodes mp3 at 128 kbps in the browser;
 * a result under 10000 bytes is discarded (`tooShort`).
 */
export function useAudioRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const session = useRef<Session | null>(null);

  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    stopTracks(current.stream);
  }, []);

  // Leaving the conversation while recording must free the microphone.
  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    if (session.current) return;
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
      recorder.start(250);
      const now = Date.now();
      session.current = { startedAt: now, stream, recorder, chunks, stopped };
      setStartedAt(now);
      setState('recording');
    } catch (error) {
      setState('idle');
      throw error;
    }
  }, []);

  const cancel = useCallback(() => {
    release();
    setStartedAt(null);
    setState('idle');
  }, [release]);

  const finish = useCallback(async (): Promise<RecordingResult> => {
    const current = session.current;
    if (!current) return { kind: 'cancelled' };
    setState('encoding');
    try {
      current.recorder.stop();
      await current.stopped;
      stopTracks(current.stream);
      session.current = null;
      const recording = new Blob(current.chunks, { type: current.recorder.mimeType });
      let mp3: Uint8Array<ArrayBuffer>;
      try {
        mp3 = await recordingToMp3(recording);
      } catch (error) {
        // A recording stopped right after it started may hold no decodable audio at all.
        if (recording.size === 0 || Date.now() - current.startedAt < UNDECODABLE_SHORT_MS) return { kind: 'tooShort' };
        throw error;
      }
      if (mp3.byteLength < MIN_AUDIO_BYTES) return { kind: 'tooShort' };
      const now = Date.now();
      return { kind: 'file', file: new File([mp3], recordingFileName(now), { type: 'audio/mpeg', lastModified: now }) };
    } finally {
      release();
      setStartedAt(null);
      setState('idle');
    }
  }, [release]);

  return { state, startedAt, start, cancel, finish };
}
