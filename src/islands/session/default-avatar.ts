/** The picture of a person without one, in the top bar's avatar button (drawn by the shell and by the React menu). */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';
