import { describe, expect, it } from 'vitest';
import { messageKindOf } from './messageKind';

const base = { mediaType: 'chat', mediaUrl: null, mimetype: null, location: null, vcards: null };

describe('messageKindOf', () => {
  it('draws text without media', () => {
    expect(messageKindOf(base)).toBe('text');
  });

  it('follows the media type', () => {
    expect(messageKindOf({ ...base, mediaType: 'image', mediaUrl: '/m/a.png' })).toBe('image');
    expect(messageKindOf({ ...base, mediaType: 'audio', mediaUrl: '/m/a.mp3' })).toBe('audio');
    expect(messageKindOf({ ...base, mediaType: 'application', mediaUrl: '/m/a.pdf' })).toBe('file');
    expect(messageKindOf({ ...base, mediaType: 'call_log' })).toBe('call');
    expect(messageKindOf({ ...base, mediaType: 'locationMessage', location: { latitude: 1, longitude: 2 } })).toBe('location');
    expect(messageKindOf({ ...base, mediaType: 'contactMessage', vcards: ['FN:A'] })).toBe('contacts');
  });

  it('falls back to text when the media is missing', () => {
    expect(messageKindOf({ ...base, mediaType: 'image' })).toBe('text');
    expect(messageKindOf({ ...base, mediaType: 'locationMessage' })).toBe('text');
    expect(messageKindOf({ ...base, mediaType: 'contactMessage', vcards: [] })).toBe('text');
  });

  it('reads the MIME type of media stored under another type', () => {
    expect(messageKindOf({ ...base, mediaUrl: '/m/x', mimetype: 'image/png' })).toBe('image');
    expect(messageKindOf({ ...base, mediaUrl: '/m/x', mimetype: 'audio/mpeg' })).toBe('audio');
    expect(messageKindOf({ ...base, mediaUrl: '/m/x', mimetype: 'video/mp4' })).toBe('video');
    expect(messageKindOf({ ...base, mediaUrl: '/m/x', mimetype: 'application/pdf' })).toBe('file');
    expect(messageKindOf({ ...base, mediaUrl: '/m/x' })).toBe('file');
  });
});
