/**
 * Between ModerationPanel.astro's page script and the panel (decision 214): fetches the panel's code only when the
 * session token's role hint leaves moderation possible (decision 151; the API still decides what it answers).
 */
import { sessionToken } from '../../lib/cookies-read.ts';
import { evidentlyNotModerator } from '../../lib/users/role-hint.ts';

const token = sessionToken();
if (token && !evidentlyNotModerator(token)) void import('./moderation-panel.ts');
