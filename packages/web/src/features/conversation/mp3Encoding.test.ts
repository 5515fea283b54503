import { describe, expect, it } from 'vitest';
import { AUDIO_SAMPLE_RATE, MIN_AUDIO_BYTES, encodeMp3, toMonoInt16 } from './mp3Encoding';

function tone(seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * AUDIO_SAMPLE_RATE));
  for (let index = 0; index < samples.length; index++) samples[index] = 0.5 * Math.sin((2 * Math.PI * 440 * index) / AUDIO_SAMPLE_RATE);
  return samples;
}

describe('encodeMp3', () => {
  it('produces MPEG-1 Layer III frames at 128 kbps', () => {
    const mp3 = encodeMp3([tone(2)], AUDIO_SAMPLE_RATE);
    // Frame header: sync 0xFFF, MPEG-1 (bits 11), Layer III (01); bitrate index 1001 = 128 kbps.
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xfe).toBe(0xfa);
    expect(mp3[2]! >> 4).toBe(0b1001);
    // 2 s at 128 kbps ≈ 32 000 bytes: a real recording clears the minimum.
    expect(mp3.length).toBeGreaterThan(30_000);
    expect(mp3.length).toBeLessThan(34_000);
  });

  it('keeps a very short recording under the minimum size', () => {
    expect(encodeMp3([tone(0.3)], AUDIO_SAMPLE_RATE).length).toBeLessThan(MIN_AUDIO_BYTES);
  });

  it('mixes channels down and clips', () => {
    expect(Array.from(toMonoInt16([new Float32Array([1, -1, 2]), new Float32Array([1, 0, 2])]))).toEqual([32767, -16384, 32767]);
    expect(toMonoInt16([]).length).toBe(0);
  });
});
