/** The question's heading: it takes the focus when a new question opens, and names the opón. */
export const QUESTION_HEADING_ID = 'practice-question';
/** The feedback's heading: it takes the focus when the feedback appears (the answer buttons lock). */
export const FEEDBACK_HEADING_ID = 'practice-feedback';
