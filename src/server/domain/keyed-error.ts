/**
 * A domain rule that refused a request: its translation key says which, and the API's handlers pick the status
 * from it. Each area names its keys by extending this (ConversationError, ReportError, SuspensionError).
 */
export class KeyedError<K extends string> extends Error {
  readonly key: K;
  constructor(key: K) {
    super(key);
    this.name = new.target.name;
    this.key = key;
  }
}
