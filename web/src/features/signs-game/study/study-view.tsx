/**
 * The encyclopedia (study view) of the Signs of Ifá game. Interface agreed between the signs
 * game (which renders it in its `study` state) and the encyclopedia (which owns this folder).
 */
export interface StudyViewProps {
  /** Open on this sign (deep link `/games/signs?sign=<id>`); else the first sign. */
  initialSignId?: string | undefined;
  /** Back to the signs game's menu. */
  onBack: () => void;
}

export function StudyView({ onBack }: StudyViewProps) {
  return (
    <button type="button" onClick={onBack}>
      ←
    </button>
  );
}
