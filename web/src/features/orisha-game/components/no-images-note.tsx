import { ImageOff } from 'lucide-react';

/**
 * The note of an image-match question played as multiple choice (DESIGN.md 5), for a topic
 * without pictures or a question whose options lack their own: tight, as it shares a phone's
 * first screen with the question and its four options.
 */
export function NoImagesNote({ text }: { text: string }) {
  return (
    <p className="mb-2 flex items-start gap-2 rounded-xl bg-sand px-3 py-1.5 text-sm leading-snug text-ink" data-testid="no-images">
      <ImageOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
