// The texts of the signed-in area, picked at build time (integrations/island-messages.mjs).
declare module 'virtual:patinhas/signed-in-area-messages' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
