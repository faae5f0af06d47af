import { describe, expect, it } from 'vitest';
import { formatReplyMarker, parseReplyMarker, replyExcerpt, replyPreview } from './reply-marker.ts';

describe('reply marker', () => {
  it('splits a leading marker off the text', () => {
    expect(parseReplyMarker('[reply:42] sounds good')).toEqual({ replyToId: 42, text: 'sounds good' });
    expect(parseReplyMarker(formatReplyMarker(7, 'hi'))).toEqual({ replyToId: 7, text: 'hi' });
  });
  it('leaves text without a leading marker alone', () => {
    expect(parseReplyMarker('see [reply:42]')).toEqual({ replyToId: null, text: 'see [reply:42]' });
    expect(parseReplyMarker('[reply:0] x')).toEqual({ replyToId: null, text: '[reply:0] x' });
    expect(parseReplyMarker('[reply:abc] x').replyToId).toBeNull();
  });
});

describe('reply preview', () => {
  it('keeps 80 characters and adds an ellipsis only when cut', () => {
    const long = 'a'.repeat(100);
    expect(replyExcerpt(long)).toBe(`${'a'.repeat(80)}…`);
    expect(replyExcerpt('a'.repeat(80))).toBe('a'.repeat(80));
    expect(replyPreview('ana', 'short\nnote')).toBe('Replying to ana: short note');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(replyExcerpt('🤖'.repeat(81))).toBe(`${'🤖'.repeat(80)}…`);
  });
});
