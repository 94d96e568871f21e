import { audioUrl } from '../src/domain/word-details';

describe('audio_url', () => {
  it('is the audio endpoint of the operations catalogue under the public base, the word as one encoded segment', () => {
    expect(audioUrl('https://lexicon.example/', 'fr', 'été')).toBe('https://lexicon.example/api/v1/audio/fr/%C3%A9t%C3%A9');
    expect(audioUrl('http://localhost:8080', 'en', 'rock/roll')).toBe('http://localhost:8080/api/v1/audio/en/rock%2Froll');
  });
});
