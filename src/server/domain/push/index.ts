/** What other areas may use of push (issue 53): the rest of the area is its own. */
export { listDevices } from './devices.ts';
