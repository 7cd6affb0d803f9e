/** What other areas may use of conversations (issue 53): the rest of the area is its own. */
export { blockedBetween } from './blocks.ts';
export { append, eraseMessagesOf, messagesWrittenBy } from './conversations.ts';
export { ConversationError } from './errors.ts';
export { riskRecords } from './risks.ts';
export { SIDES, waiting } from './sides.ts';
export type { Side } from './sides.ts';
export { noteVisitChange } from './visit-notes.ts';
