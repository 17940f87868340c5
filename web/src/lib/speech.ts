import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../i18n';

/**
 * Reading aloud with the Web Speech API (spec 2: audio-visual mode, 'listen to audio' in the
 * rituals). A browser without a voice for the language says so instead of failing silently.
 * No library: the browser's own API is small and the alternatives bundle voices.
 */
const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', fr: 'fr-FR' };

const synth = (): SpeechSynthesis | null => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

function voiceFor(language: Language): SpeechSynthesisVoice | null {
  const voices = synth()?.getVoices() ?? [];
  return voices.find((v) => v.lang.toLowerCase().startsWith(language)) ?? null;
}

/** Speaks the texts one after another, cancelling anything still being read. */
export function speak(texts: string[], language: Language): boolean {
  const s = synth();
  const voice = voiceFor(language);
  if (!s || !voice) return false;
  s.cancel();
  for (const text of texts.filter(Boolean)) {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = LOCALES[language];
    utterance.voice = voice;
    s.speak(utterance);
  }
  return true;
}

export function stopSpeaking() {
  synth()?.cancel();
}

/**
 * Whether the browser can read aloud in the language. Voices load asynchronously in Chromium,
 * so the answer may change once `voiceschanged` fires.
 */
export function useSpeech(language: Language) {
  const [available, setAvailable] = useState(() => voiceFor(language) !== null);
  useEffect(() => {
    const s = synth();
    const update = () => setAvailable(voiceFor(language) !== null);
    update();
    s?.addEventListener?.('voiceschanged', update);
    return () => {
      s?.removeEventListener?.('voiceschanged', update);
      s?.cancel();
    };
  }, [language]);
  const say = useCallback((texts: string[]) => speak(texts, language), [language]);
  return { available, say, stop: stopSpeaking };
}
